import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { completeTestShot, testRun, testShot } from '@/test/run-fixtures';
import type { RunView } from '@core/runs';
import type { ShotReportView } from '@core/shot-reports';
import { GenerationModal, type GenerationSession } from './generation-modal';

/** The API as the modal meets it: GET /api/runs/:id answers `latest`, the stop answers `stop`. */
function fakeApi(api: {
  latest: () => RunView;
  stop?: () => Promise<Response>;
  catalogueSeconds?: number;
  /** GET /api/runs/:id/reports: the run's reported images (decision 263). */
  reports?: ShotReportView[];
}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/auth-config') && api.catalogueSeconds !== undefined) {
      return Response.json({
        googleEnabled: false,
        minPasswordLength: 6,
        onModel: api.catalogueSeconds > 60,
        catalogueSeconds: api.catalogueSeconds,
      });
    }
    if (url.endsWith('/stop') && init?.method === 'POST') {
      return api.stop ? api.stop() : Response.json(api.latest());
    }
    if (/\/api\/runs\/[^/]+$/.test(url)) return Response.json(api.latest());
    if (url.endsWith('/reports') && api.reports) return Response.json(api.reports);
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderModal(session: GenerationSession) {
  const props = { onCancelStart: vi.fn(), onClosed: vi.fn(), onFinished: vi.fn() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <GenerationModal key={session.key} session={session} {...props} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return props;
}

const runSession = (run: RunView): GenerationSession => ({
  phase: 'run',
  key: run.id,
  run,
  startedHere: true,
});

const progressLine = () => screen.getByTestId('run-progress');

/** A toast, found by its title, with its description. */
async function expectToast(title: string, description: string) {
  const toast = (await screen.findByText(title)).closest('[data-sonner-toast]');
  expect(toast).toHaveTextContent(description);
}

beforeEach(() => {
  FakeWebSocket.sockets.length = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

describe('GenerationModal while a run streams', () => {
  it("announces the running engine's wait: seconds offline, not the AI engines' minutes", async () => {
    fakeApi({ latest: () => testRun({ status: 'queued' }), catalogueSeconds: 15 });
    renderModal(runSession(testRun({ status: 'queued' })));
    const dialog = screen.getByRole('dialog', { name: 'Generating Your AI Catalogue' });
    await waitFor(() => expect(dialog).toHaveTextContent('This takes about 15 seconds.'));
    expect(dialog).not.toHaveTextContent('about 2 minutes');
  });

  it("keeps the spec's two minutes on an AI engine", async () => {
    fakeApi({ latest: () => testRun({ status: 'queued' }), catalogueSeconds: 120 });
    renderModal(runSession(testRun({ status: 'queued' })));
    const dialog = screen.getByRole('dialog', { name: 'Generating Your AI Catalogue' });
    await waitFor(() => expect(dialog).toHaveTextContent('This takes about 2 minutes.'));
  });

  it('shows a shot waiting for the image service live, and making once it has its turn', async () => {
    fakeApi({ latest: () => testRun({ status: 'running' }) });
    renderModal(runSession(testRun({ status: 'running' })));
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({ type: 'generation_started', totalImages: 5 });
    socket.receive({ type: 'image_generation_started', index: 1 });
    socket.receive({ type: 'image_generation_waiting', index: 1 });
    const tile = () => screen.getAllByTestId('shot-tile')[1]!;
    expect(tile()).toHaveAttribute('data-status', 'throttled');
    expect(tile()).toHaveTextContent('Waiting for the image service');
    socket.receive({ type: 'image_generation_started', index: 1 });
    expect(tile()).toHaveTextContent('Generating…');
    expect(tile()).not.toHaveTextContent('Waiting for the image service');
  });

  it('counts images as they arrive, then shows the finished catalogue', async () => {
    const final = testRun({
      status: 'completed',
      generated: 4,
      failed: 1,
      shots: [0, 1, 2, 3].map(completeTestShot).concat(testShot(4, { status: 'failed' })),
    });
    fakeApi({ latest: () => final });
    const props = renderModal(runSession(testRun({ status: 'queued' })));

    expect(
      screen.getByRole('dialog', { name: 'Generating Your AI Catalogue' }),
    ).toBeInTheDocument();
    expect(progressLine()).toHaveTextContent('0/5 images generated');

    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/api/runs/run-1/stream');
    socket.open();
    socket.receive({ type: 'generation_started', totalImages: 5 });
    socket.receive({
      type: 'image_generated',
      index: 0,
      status: 'success',
      imageUrl: '/files/run-1/0.png',
      prompt: null,
      pose: 'Front',
    });
    expect(progressLine()).toHaveTextContent('1/5 images generated');
    expect(screen.getByRole('progressbar', { name: 'Catalogue progress' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await expectToast('Image Generated', 'Front completed (1/5)');

    socket.receive({
      type: 'image_generated',
      index: 4,
      status: 'error',
      imageUrl: null,
      prompt: null,
      pose: 'Fabric detail',
      error: 'The image could not be made.',
    });
    expect(progressLine()).toHaveTextContent('1/5 images generated, 1 failed');

    for (const index of [1, 2, 3]) {
      socket.receive({
        type: 'image_generated',
        index,
        status: 'success',
        imageUrl: `/files/run-1/${index}.png`,
        prompt: null,
        pose: final.shots[index]!.name,
      });
    }
    await expectToast('Image Generated', 'Styled flat lay completed (4/5)');
    socket.receive({ type: 'generation_completed', totalGenerated: 4, status: 'completed' });

    expect(
      await screen.findByRole('dialog', { name: 'Your Generated Catalogue' }),
    ).toBeInTheDocument();
    expect(progressLine()).toHaveTextContent('4/5 images generated, 1 failed');
    await expectToast(
      'Generation Complete',
      '4 of 5 images are ready. 1 could not be made and were not counted.',
    );
    expect(screen.getByRole('button', { name: 'Download All (4)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save to My Catalogues' })).toBeEnabled();
    expect(props.onFinished).toHaveBeenCalledOnce();
    expect(socket.closed).toBe(true);
  });

  it('falls back to polling when the stream fails, and says so', async () => {
    const polled = testRun({
      generated: 1,
      shots: [completeTestShot(0), ...[1, 2, 3, 4].map((i) => testShot(i))],
    });
    const fetch = fakeApi({ latest: () => polled });
    renderModal(runSession(testRun()));

    FakeWebSocket.latest().fail();

    expect(
      await screen.findByText('Live updates paused, checking every few seconds.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(progressLine()).toHaveTextContent('1/5 images generated'));
    expect(fetch).toHaveBeenCalledWith('/api/runs/run-1', expect.anything());
    await expectToast('Image Generated', 'Front completed (1/5)');
  });

  it("says the server's stream error in a toast", async () => {
    fakeApi({ latest: () => testRun() });
    renderModal(runSession(testRun()));
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({
      type: 'error',
      message: 'Unable to generate images. Please try again.',
      key: 'generationUnable',
      values: [],
    });
    await expectToast('Generation Error', 'Unable to generate images. Please try again.');
  });

  it('says Generation Failed when the run ends with no image', async () => {
    fakeApi({ latest: () => testRun({ status: 'failed', failed: 5 }) });
    renderModal(runSession(testRun()));
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({ type: 'run_state', run: testRun({ status: 'failed', failed: 5 }) });
    await expectToast('Generation Failed', 'Unable to generate images. Please try again.');
    expect(screen.getByRole('button', { name: 'Download All (0)' })).toBeDisabled();
  });

  it('says Generation Stopped with what was kept when the run was stopped elsewhere', async () => {
    const stopped = testRun({
      status: 'stopped',
      generated: 1,
      shots: [completeTestShot(0), ...[1, 2, 3, 4].map((i) => testShot(i))],
    });
    fakeApi({ latest: () => stopped });
    renderModal(runSession(testRun()));
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({ type: 'run_state', run: stopped });
    await expectToast('Generation Stopped', '1 image generated and counted');
  });
});

describe('GenerationModal stop and close', () => {
  it('shows the upload, and stopping it aborts the upload with nothing counted', async () => {
    const user = userEvent.setup();
    const props = renderModal({ phase: 'starting', key: 'start-1', uploaded: 0.5 });

    expect(progressLine()).toHaveTextContent('Uploading your photos…');
    expect(screen.getByRole('progressbar', { name: 'Catalogue progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(FakeWebSocket.sockets).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    const question = await screen.findByRole('alertdialog', { name: 'Stop generating?' });
    expect(question).toHaveTextContent(
      'No images have been made yet, so nothing will be counted against your plan.',
    );
    await user.click(within(question).getByRole('button', { name: 'Stop generating' }));

    expect(props.onCancelStart).toHaveBeenCalledOnce();
    expect(props.onClosed).toHaveBeenCalledOnce();
    await expectToast('Generation Stopped', 'Image generation has been cancelled');
  });

  it('asks before closing a running run; Keep generating leaves it running', async () => {
    const user = userEvent.setup();
    fakeApi({ latest: () => testRun() });
    const props = renderModal(runSession(testRun()));
    FakeWebSocket.latest().open();

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Stop generating?' });
    await user.click(within(question).getByRole('button', { name: 'Keep generating' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('dialog', { name: 'Generating Your AI Catalogue' }),
    ).toBeInTheDocument();
    expect(props.onClosed).not.toHaveBeenCalled();
    expect(FakeWebSocket.latest().closed).toBe(false);
  });

  it('stops the run: the socket closes, the stop is sent, its answer is the toast', async () => {
    const user = userEvent.setup();
    let answerStop: (response: Response) => void = () => {};
    const stopped = testRun({
      status: 'stopped',
      generated: 2,
      shots: [completeTestShot(0), completeTestShot(1), testShot(2), testShot(3), testShot(4)],
    });
    const fetch = fakeApi({
      latest: () => stopped,
      stop: () => new Promise((resolve) => (answerStop = resolve)),
    });
    const props = renderModal(runSession(testRun()));
    const socket = FakeWebSocket.latest();
    socket.open();
    for (const index of [0, 1]) {
      socket.receive({
        type: 'image_generated',
        index,
        status: 'success',
        imageUrl: `/files/run-1/${index}.png`,
        prompt: null,
        pose: stopped.shots[index]!.name,
      });
    }

    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    const question = await screen.findByRole('alertdialog', { name: 'Stop generating?' });
    expect(question).toHaveTextContent(
      'The 2 images already made are kept and counted against your plan. The rest will not be made.',
    );
    await user.click(within(question).getByRole('button', { name: 'Stop generating' }));

    expect(socket.closed).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/runs/run-1/stop', expect.anything());
    expect(await screen.findByRole('button', { name: 'Stopping...' })).toBeDisabled();
    // While the stop is awaited, closing is ignored.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(props.onClosed).not.toHaveBeenCalled();

    answerStop(Response.json(stopped));
    await expectToast('Generation Stopped', '2 images generated and counted');
    await waitFor(() => expect(props.onClosed).toHaveBeenCalledOnce());
    expect(screen.queryAllByText('Generation Stopped')).toHaveLength(1);
  });

  it("says Stop Failed with the server's message, and still closes", async () => {
    const user = userEvent.setup();
    fakeApi({
      latest: () => testRun(),
      stop: async () =>
        Response.json(
          { error: { code: 'CONFLICT', message: 'This run has already finished.' } },
          { status: 409 },
        ),
    });
    const props = renderModal(runSession(testRun()));
    FakeWebSocket.latest().open();

    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    const question = await screen.findByRole('alertdialog', { name: 'Stop generating?' });
    await user.click(within(question).getByRole('button', { name: 'Stop generating' }));

    await expectToast('Stop Failed', 'This run has already finished.');
    await waitFor(() => expect(props.onClosed).toHaveBeenCalledOnce());
  });

  it('closes a finished run at once, without asking', async () => {
    const user = userEvent.setup();
    const done = testRun({
      status: 'completed',
      generated: 5,
      shots: [0, 1, 2, 3, 4].map(completeTestShot),
    });
    fakeApi({ latest: () => done });
    const props = renderModal(runSession(done));

    expect(FakeWebSocket.sockets).toHaveLength(0);
    expect(progressLine()).toHaveTextContent('5/5 images generated');
    // The footer's Close, not the dialog's own X (also named Close).
    await user.click(screen.getByText('Close', { selector: 'button' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(props.onClosed).toHaveBeenCalledOnce();
  });

  it('offers Report this image under each finished image; one reported before reads Reported', async () => {
    const done = testRun({
      status: 'completed',
      generated: 5,
      shots: [0, 1, 2, 3, 4].map(completeTestShot),
    });
    const reported = done.shots[2]!;
    fakeApi({
      latest: () => done,
      reports: [
        {
          id: 'report-1',
          runId: done.id,
          shotIndex: reported.index,
          shotId: reported.shotId,
          reason: 'wrong-colour',
          text: null,
          outcome: 'credited',
          imagesReturned: 1,
          failedCheck: false,
          colourScore: 0.9,
          printScore: null,
          monthlyLimit: 2,
          returnedThisMonth: 1,
          createdAt: '2026-12-02T10:00:00.000Z',
          alreadyReported: true,
        },
      ],
    });
    renderModal(runSession(done));
    const tiles = screen.getAllByTestId('shot-tile');
    await waitFor(() =>
      expect(within(tiles[2]!).getByRole('button', { name: /^Reported: / })).toBeDisabled(),
    );
    expect(screen.getAllByRole('button', { name: /^Report this image: / })).toHaveLength(4);
  });

  it('offers no report while the run is still making its images', () => {
    const running = testRun({ status: 'running', shots: [completeTestShot(0)] });
    fakeApi({ latest: () => running });
    renderModal(runSession(running));
    expect(screen.queryByRole('button', { name: /^Report this image/ })).not.toBeInTheDocument();
  });

  it("captions an AI engine's finished images 'Made with AI', and a studio run's not", () => {
    const shots = [0, 1].map(completeTestShot).concat(testShot(2, { status: 'generating' }));
    const ai = testRun({ status: 'running', engine: 'gemini', shots });
    fakeApi({ latest: () => ai });
    renderModal(runSession(ai));
    const tiles = screen.getAllByTestId('shot-tile');
    expect(within(tiles[0]!).getByText('Made with AI')).toBeInTheDocument();
    expect(within(tiles[2]!).queryByText('Made with AI')).not.toBeInTheDocument();
  });

  it('says nothing of AI under a studio image', () => {
    const studio = testRun({ status: 'completed', shots: [0, 1].map(completeTestShot) });
    fakeApi({ latest: () => studio });
    renderModal(runSession(studio));
    expect(screen.queryByText('Made with AI')).not.toBeInTheDocument();
  });
});

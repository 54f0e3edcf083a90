import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { ReportShotInput, ShotReportView } from '@core/shot-reports';
import { ReportShotButton } from './report-shot-button';

const answer = (overrides: Partial<ShotReportView> = {}): ShotReportView => ({
  id: 'r1',
  runId: 'run-1',
  shotIndex: 0,
  shotId: 'standing-front',
  reason: 'other',
  text: null,
  outcome: 'credited',
  imagesReturned: 1,
  failedCheck: false,
  colourScore: 0.9,
  printScore: null,
  monthlyLimit: 100,
  returnedThisMonth: 1,
  createdAt: '2026-12-02T10:00:00.000Z',
  alreadyReported: false,
  ...overrides,
});

/** The button as a page holds it: the report lands in the page's list once answered. */
function Harness({
  onReport,
  failedCheck = false,
}: {
  onReport: (input: ReportShotInput) => Promise<ShotReportView>;
  failedCheck?: boolean;
}) {
  const [report, setReport] = useState<ShotReportView>();
  return (
    <ReportShotButton
      pose="Standing Front"
      report={report}
      failedCheck={failedCheck}
      monthlyLimit={100}
      onReport={async (input) => {
        const next = await onReport(input);
        setReport(next);
        return next;
      }}
    />
  );
}

describe('Report this image', () => {
  it('asks for a reason, sends it once, says the image came back and then reads Reported', async () => {
    const user = userEvent.setup();
    let resolve: (value: ShotReportView) => void = () => {};
    const onReport = vi.fn(() => new Promise<ShotReportView>((done) => (resolve = done)));
    render(<Harness onReport={onReport} />);

    await user.click(screen.getByRole('button', { name: 'Report this image: Standing Front' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this image' });
    expect(dialog).toHaveAccessibleDescription(/within 7 days .* up to 100 images a month/);
    expect(dialog).toHaveTextContent('We give back images, not money.');
    const send = screen.getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Tell us what is wrong (optional)' }),
      ' Sleeve cut off ',
    );
    await user.click(send);
    expect(onReport).toHaveBeenCalledExactlyOnceWith({ reason: 'other', text: 'Sleeve cut off' });
    // On its way: locked, and a second click sends nothing.
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Other' })).toBeDisabled();

    resolve(answer());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. 1 image was given back to this month’s quota.',
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reported = screen.getByRole('button', { name: 'Reported: Standing Front' });
    expect(reported).toBeDisabled();
    expect(reported).toHaveAccessibleDescription('Given back');
    expect(onReport).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal in the dialog and lets the seller send again", async () => {
    const user = userEvent.setup();
    const onReport = vi
      .fn<(input: ReportShotInput) => Promise<ShotReportView>>()
      .mockRejectedValueOnce(
        new ApiError(409, 'CONFLICT', 'An image can be reported once its generation has finished.'),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        answer({ outcome: 'limit-reached', imagesReturned: 0, reason: 'wrong-colour' }),
      );
    render(<Harness onReport={onReport} />);
    await user.click(screen.getByRole('button', { name: 'Report this image: Standing Front' }));
    await user.click(screen.getByRole('radio', { name: 'Wrong colour' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An image can be reported once its generation has finished.',
    );
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report could not be sent. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No image was given back: reports have given back 100 images this month',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(
      screen.getByRole('button', { name: 'Reported: Standing Front' }),
    ).toHaveAccessibleDescription('Recorded, nothing given back');
  });

  it('says when the image was reported before, and why a check-failed image comes back', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn(async () =>
      answer({ alreadyReported: true, failedCheck: true, reason: 'not-my-garment' }),
    );
    render(<Harness onReport={onReport} failedCheck />);
    await user.click(screen.getByRole('button', { name: 'Report this image: Standing Front' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'This image failed our colour or print check, so reporting it gives it back.',
    );
    await user.click(screen.getByRole('radio', { name: 'Not my garment' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This image was reported before.');
  });

  it('cannot be pressed for an image already reported', () => {
    render(
      <ReportShotButton
        pose="Sitting"
        report={answer({ outcome: 'too-late', imagesReturned: 0 })}
        failedCheck={false}
        monthlyLimit={2}
        onReport={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Reported: Sitting' })).toBeDisabled();
  });
});

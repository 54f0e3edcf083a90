/** Download All in the generation modal: one toast, then each image under its catalogue name. */
import { toast } from 'sonner';
import { singleImageName, type ShotView } from '@core/runs';
import { downloadEach } from './download';

export function downloadShots(ready: readonly ShotView[]) {
  if (ready.length === 0) return;
  toast.success('Download Started', {
    description: `${ready.length} ${ready.length === 1 ? 'image is' : 'images are'} downloading.`,
  });
  void downloadEach(
    ready.map((shot) => ({ url: shot.imageUrl ?? '', filename: singleImageName(shot.name) })),
  );
}

/** Browser downloads through temporary <a download> links (the server also sends attachment names). */

export interface DownloadItem {
  url: string;
  filename: string;
}

export function downloadFile({ url, filename }: DownloadItem) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** One after another, with a pause so the browser does not drop them as a burst. */
export async function downloadEach(items: readonly DownloadItem[], gapMs = 500) {
  for (const [i, item] of items.entries()) {
    if (i > 0) await new Promise((resolve) => window.setTimeout(resolve, gapMs));
    downloadFile(item);
  }
}

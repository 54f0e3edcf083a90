/**
 * The public page of a share link (/s/:token, decision 185), rendered whole on the server: the
 * catalogue's name, its images each with a download, the zip, and in the head the Open Graph
 * and Twitter card tags that WhatsApp's crawler (which runs no script) reads for the preview.
 * No script, no account data; styles inline (the CSP allows inline styles).
 */
import { SHARE_TEXTS, type SharedCatalogueView } from '../../../core/catalogue-shares.js';
import { AI_MADE_CAPTION } from '../../../core/runs.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fbf8f3;color:#16120f;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5}
header,main,footer{max-width:72rem;margin:0 auto;padding:1rem}
header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem;padding-top:1.5rem}
.brand{font-family:Georgia,'Times New Roman',serif;font-size:1.1rem;font-weight:600;color:#16120f;text-decoration:none}
h1{font-family:Georgia,'Times New Roman',serif;font-size:clamp(1.5rem,4vw,2.25rem);line-height:1.2;margin:0 0 .25rem;overflow-wrap:anywhere}
.count{margin:0 0 1rem;color:#57534e}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.5rem 1.25rem;border-radius:999px;background:#b8185a;color:#fff;font-weight:600;text-decoration:none}
.button:hover{background:#9c1249}
a:focus-visible{outline:2px solid #b8185a;outline-offset:2px}
ul{list-style:none;margin:1.25rem 0 0;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem}
@media (min-width:640px){ul{grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem}}
@media (min-width:1024px){ul{grid-template-columns:repeat(4,minmax(0,1fr))}}
li{background:#fff;border:1px solid #e7e5e4;border-radius:.75rem;overflow:hidden;display:flex;flex-direction:column}
li img{display:block;width:100%;height:auto;aspect-ratio:4/5;object-fit:cover;background:#f5f5f4}
.meta{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;column-gap:.5rem;padding:.5rem .75rem}
.pose{font-size:.875rem;font-weight:500;overflow-wrap:anywhere}
.download{flex-shrink:0;display:inline-flex;align-items:center;min-height:2.75rem;padding:0 .25rem;color:#9c1249;font-size:.875rem;font-weight:600}
.ai-made{margin:0;padding:0 .75rem .5rem;color:#57534e;font-size:.75rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
footer{color:#57534e;font-size:.8125rem;padding-bottom:2rem}
`;

function shell(head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${head}
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The page of a live link; `origin` is PUBLIC_URL, for the absolute URLs the tags need. */
export function renderSharePage(
  view: SharedCatalogueView,
  pageUrl: string,
  origin: string,
): string {
  const name = escapeHtml(view.name);
  const description = escapeHtml(SHARE_TEXTS.pageDescription(view.images.length));
  const first = view.images[0];
  const imageTags = first
    ? `<meta property="og:image" content="${escapeHtml(origin + first.previewUrl)}">
<meta property="og:image:type" content="image/webp">
<meta property="og:image:width" content="${first.width}">
<meta property="og:image:height" content="${first.height}">
<meta property="og:image:alt" content="${escapeHtml(`${view.name}: ${first.poseName}`)}">
<meta name="twitter:image" content="${escapeHtml(origin + first.previewUrl)}">`
    : '';
  const head = `<title>${name}</title>
<meta name="description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Vastra Studio">
<meta property="og:title" content="${name}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${escapeHtml(pageUrl)}">
${imageTags}
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${name}">
<meta name="twitter:description" content="${description}">`;
  const items = view.images
    .map((image, i) => {
      const pose = escapeHtml(image.poseName);
      return `<li>
<img src="${escapeHtml(image.previewUrl)}" alt="${pose}" width="${image.width}" height="${image.height}"${i > 3 ? ' loading="lazy"' : ''}>
<div class="meta"><span class="pose">${pose}</span><a class="download" href="${escapeHtml(image.imageUrl)}" download>${SHARE_TEXTS.download}<span class="sr-only"> ${pose}</span></a></div>${
        image.madeByAi ? `\n<p class="ai-made">${AI_MADE_CAPTION}</p>` : ''
      }
</li>`;
    })
    .join('\n');
  const count = `${view.images.length} ${view.images.length === 1 ? 'image' : 'images'}`;
  const body = `<header><span class="brand">Vastra Studio</span>${
    view.images.length > 0
      ? `<a class="button" href="${escapeHtml(view.zipUrl)}" download>${SHARE_TEXTS.downloadAll}</a>`
      : ''
  }</header>
<main>
<h1>${name}</h1>
<p class="count">${count}</p>
<ul aria-label="Images">
${items}
</ul>
</main>
<footer>Shared with Vastra Studio.</footer>`;
  return shell(head, body);
}

/** What a revoked, expired or unknown link answers (with status 404). */
export function renderShareNotFound(): string {
  return shell(
    '<title>Link not available</title>',
    `<main><h1>Link not available</h1><p>${escapeHtml(SHARE_TEXTS.notFound)}</p></main>`,
  );
}

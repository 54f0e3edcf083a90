import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A text with marked words, `Open <link>Settings</link> and ...`, drawn with an element for each
 * mark. The words around a link or code differ in order between English and Hindi, so the
 * whole sentence is one text and the marks say which words become elements (decision 197).
 */
export function RichText({
  text,
  parts,
}: {
  text: string;
  parts: Record<string, (chunk: string) => ReactNode>;
}) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', chunk = ''] = match;
    nodes.push(text.slice(last, match.index));
    const draw = parts[name];
    nodes.push(<Fragment key={match.index}>{draw ? draw(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  nodes.push(text.slice(last));
  return <>{nodes}</>;
}

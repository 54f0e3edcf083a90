import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('draws each marked phrase with its element and keeps the words around it', () => {
    const { container } = render(
      <p>
        <RichText
          text="Open <link>Settings → API keys</link>; it starts with <code>vs_</code>."
          parts={{
            link: (words) => <a href="/s">{words}</a>,
            code: (words) => <code>{words}</code>,
          }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Open <a href="/s">Settings → API keys</a>; it starts with <code>vs_</code>.</p>',
    );
  });

  it('keeps a mark with no element as its words, and text with no marks as it is', () => {
    const { container } = render(
      <p>
        <RichText text="a <b>bold</b> <code>Bearer <key></code> c" parts={{}} />
      </p>,
    );
    expect(container.textContent).toBe('a bold Bearer <key> c');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ID, pageChunksIn, preloadPageChunks } from './page-chunks';

const scripts = Array.from({ length: 30 }, (_, i) => `/assets/chunk-${i}.js`);

function withPageChunks(text: string) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = PAGE_CHUNKS_ID;
  data.textContent = text;
  document.head.append(data);
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    crossOrigin: link.getAttribute('crossorigin'),
    href: link.getAttribute('href'),
  }));

afterEach(() => {
  document.head.replaceChildren();
});

describe('preloadPageChunks', () => {
  it("asks for the page's scripts a dozen per task, in the order the HTML names them", async () => {
    withPageChunks(JSON.stringify([...scripts, '/assets/page.css']));
    const done = preloadPageChunks(document, 12);
    // The first dozen at once; the rest in later tasks.
    expect(preloads()).toHaveLength(12);
    await done;
    expect(preloads()).toEqual(
      scripts.map((href) => ({ rel: 'modulepreload', crossOrigin: '', href })),
    );
  });

  it('adds nothing for a page whose HTML names no scripts, or names them wrongly', async () => {
    await preloadPageChunks(document);
    expect(preloads()).toEqual([]);
    withPageChunks('{"not": "a list"');
    await preloadPageChunks(document);
    expect(preloads()).toEqual([]);
  });

  it('keeps only script names from the list', () => {
    withPageChunks(JSON.stringify(['/assets/a.js', 7, null, '/assets/b.css', '/assets/c.js']));
    expect(pageChunksIn(document)).toEqual(['/assets/a.js', '/assets/c.js']);
  });
});

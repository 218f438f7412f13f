import { describe, expect, it } from 'vitest';
import { textbookRecord } from './fixtures.test-helper.ts';
import { createPoolLoader, fetchPoolSource } from './loader.ts';
import { formatPool } from './pool.ts';

describe('lazy pool loader', () => {
  it('reads only the pool asked for, once', async () => {
    const asked: string[] = [];
    const loader = createPoolLoader(async (_variant, _level, path) => {
      asked.push(path);
      return path === 'classic/easy.json' ? formatPool([textbookRecord()]) : null;
    });
    expect(asked).toEqual([]);
    const [first, again] = await Promise.all([loader.load('classic', 'easy'), loader.load('classic', 'easy')]);
    expect(first.map((r) => r.id)).toEqual(['classic-easy-0001']);
    expect(again).toBe(first);
    expect(asked).toEqual(['classic/easy.json']);
    expect(await loader.load('hyper', 'hard')).toEqual([]);
    expect(loader.loaded()).toEqual(['classic/easy.json', 'hyper/hard.json']);
  });

  it('rejects a pool with a bad record, naming it, and lets a retry load again', async () => {
    let text = formatPool([textbookRecord({ clues: 31 })]);
    const loader = createPoolLoader(async () => text);
    await expect(loader.load('classic', 'easy')).rejects.toThrow(/^classic-easy-0001: "clues" is 31/);
    text = formatPool([textbookRecord()]);
    expect(await loader.load('classic', 'easy')).toHaveLength(1);
  });

  it('fetches <base>/<variant>/<level>.json and treats 404 as an empty pool', async () => {
    const urls: string[] = [];
    const fakeFetch = (async (url: string) => {
      urls.push(url);
      return url.endsWith('classic/easy.json')
        ? new Response(formatPool([textbookRecord()]), { status: 200 })
        : new Response('missing', { status: 404 });
    }) as typeof fetch;
    const loader = createPoolLoader(fetchPoolSource('/puzzles', fakeFetch));
    expect(await loader.load('classic', 'easy')).toHaveLength(1);
    expect(await loader.load('killer', 'expert')).toEqual([]);
    expect(urls).toEqual(['/puzzles/classic/easy.json', '/puzzles/killer/expert.json']);
  });
});

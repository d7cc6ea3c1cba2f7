import { postBlocks } from './post-blocks';

describe('post blocks', () => {
  it('splits paragraphs on blank lines and reads "## " as a heading', () => {
    expect(postBlocks('Giriş.\n\n## Kordon\n\nÇelik kordon.\n  \n')).toEqual([
      { kind: 'paragraph', text: 'Giriş.' }, { kind: 'heading', text: 'Kordon' }, { kind: 'paragraph', text: 'Çelik kordon.' },
    ]);
    expect(postBlocks(undefined)).toEqual([]);
  });
});

import { element, text, type ContentFile } from './hast';
import rehypeCodeLanguages from './codeLanguages';

it('keeps known languages and turns an unknown one into plain text, with a warning', () => {
  const known = element('code', { className: ['language-csv'] }, [text('a,b')]);
  const typo = element('code', { className: ['language-jsonn', 'other'] }, [text('{}')]);
  const bare = element('code', { className: ['language-yml2'] }, [text('a: 1')]);
  const messages: string[] = [];
  const file: ContentFile = { data: {}, message: (reason) => messages.push(reason) };
  rehypeCodeLanguages({ known: new Set(['csv', 'json']) })(
    element('root', {}, [element('pre', {}, [known]), element('pre', {}, [typo]), element('pre', {}, [bare])]),
    file,
  );
  expect(known.properties.className).toEqual(['language-csv']);
  expect(typo.properties.className).toEqual(['other']);
  expect(bare.properties).toEqual({});
  expect(messages).toEqual([
    expect.stringContaining('Code block language "jsonn" is unknown'),
    expect.stringContaining('Code block language "yml2" is unknown'),
  ]);
});

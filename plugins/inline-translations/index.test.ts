import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {planInlining, readMessages, sourceFiles} from './index';
import {findMessages, inlineMessages} from './inlineTranslations';

const component = `
import Translate, {translate} from '@docusaurus/Translate';

export function Title({count}: {count: number}) {
  const label = translate(
    {id: 'demo.label', message: 'Book an appointment', description: 'The button'},
    {count},
  );
  const computed = translate({id: 'demo.computed', message: label + '!'});
  return (
    <h1 aria-label={label}>
      <Translate id="demo.title" description="The heading">
        Dental care in Hyderabad
      </Translate>
      <Translate id={'demo.expression'}>{'It’s near KBR Park'}</Translate>
      {computed}
    </h1>
  );
}
`;

const telugu = {
  'demo.label': 'అపాయింట్‌మెంట్ బుక్ చేసుకోండి',
  'demo.title': 'హైదరాబాద్‌లో దంత వైద్యం',
  'demo.expression': 'ఇది KBR పార్క్ దగ్గర',
  'demo.computed': 'లెక్కించినది',
};

describe('findMessages', () => {
  it('finds messages declared with a plain id and English, in calls and elements', () => {
    const {uses, keptIds} = findMessages(component, 'Title.tsx');
    expect(
      uses.map((use) => [use.id, use.kind, component.slice(use.start, use.end).trim()]),
    ).toEqual([
      ['demo.label', 'call', "'Book an appointment'"],
      ['demo.title', 'element', 'Dental care in Hyderabad'],
      ['demo.expression', 'element', "{'It’s near KBR Park'}"],
    ]);
    expect(keptIds).toEqual(['demo.computed']);
  });
});

describe('inlineMessages', () => {
  it('writes each translation in place of the English and leaves the rest of the file', () => {
    const {code, inlined} = inlineMessages(component, 'Title.tsx', telugu);
    expect(inlined).toEqual(['demo.label', 'demo.title', 'demo.expression']);
    expect(code).toContain(`message: "${telugu['demo.label']}", description: 'The button'`);
    expect(code).toContain(
      `<Translate id="demo.title" description="The heading">{"${telugu['demo.title']}"}</Translate>`,
    );
    expect(code).toContain(
      `<Translate id={'demo.expression'}>{"${telugu['demo.expression']}"}</Translate>`,
    );
    expect(code).not.toMatch(/Book an appointment|Dental care in Hyderabad|near KBR Park/);
    // The computed message is left alone.
    expect(code).toContain("translate({id: 'demo.computed', message: label + '!'})");
    expect(findMessages(code, 'Title.tsx').uses).toHaveLength(3);
  });

  it('keeps the English where the locale has no translation', () => {
    expect(inlineMessages(component, 'Title.tsx', {})).toEqual({code: component, inlined: []});
  });
});

describe('planInlining', () => {
  it('keeps the theme’s own ids in the table, which Docusaurus’s components read too', () => {
    const swizzled = `translate({id: 'theme.NotFound.title', message: 'Page Not Found'});`;
    const plan = planInlining([{path: 'NotFound.tsx', source: swizzled}], {
      'theme.NotFound.title': 'పేజీ కనబడలేదు',
    });
    expect(plan.files['NotFound.tsx'].code).toContain('పేజీ కనబడలేదు');
    expect(plan.drop).toEqual([]);
  });

  it('takes out of the table the ids written into every file that declares them', () => {
    const plan = planInlining([{path: '/site/src/Title.tsx', source: component}], telugu);
    expect(Object.keys(plan.files)).toEqual(['/site/src/Title.tsx']);
    expect(plan.files['/site/src/Title.tsx'].source).toBe(component);
    expect(plan.drop).toEqual(['demo.expression', 'demo.label', 'demo.title']);
  });

  it('keeps an id in the table when another file declares it with a computed message', () => {
    const other = `translate({id: 'demo.label', message: String(1)});`;
    const plan = planInlining(
      [
        {path: 'Title.tsx', source: component},
        {path: 'other.ts', source: other},
      ],
      telugu,
    );
    expect(plan.drop).toEqual(['demo.expression', 'demo.title']);
  });

  it('plans the site: every translated message of src/ is written in, in each locale', () => {
    const siteDir = path.join(__dirname, '../..');
    const files = sourceFiles(path.join(siteDir, 'src')).map((file) => ({
      path: file,
      source: fs.readFileSync(file, 'utf8'),
    }));
    for (const locale of ['te', 'hi', 'ur']) {
      const messages = readMessages(path.join(siteDir, 'i18n', locale, 'code.json'));
      const plan = planInlining(files, messages);
      // Every translated message our components declare leaves the table, so no page loads
      // them all (ids only config/ reads at build time stay: nothing declares them in src/).
      const declared = new Set(
        files.flatMap(({path: file, source}) =>
          findMessages(source, file).uses.map((use) => use.id),
        ),
      );
      const ours = [...declared].filter((id) => !id.startsWith('theme.') && id in messages);
      expect(ours.length).toBeGreaterThan(400);
      expect({locale, left: ours.filter((id) => !plan.drop.includes(id))}).toEqual({
        locale,
        left: [],
      });
      // And the rewritten files still parse as what they were.
      for (const [file, {code}] of Object.entries(plan.files)) {
        const {diagnostics} = ts.transpileModule(code, {
          fileName: file,
          reportDiagnostics: true,
          compilerOptions: {jsx: ts.JsxEmit.ReactJSX},
        });
        expect({file, errors: diagnostics?.length ?? 0}).toEqual({file, errors: 0});
      }
    }
  });
});

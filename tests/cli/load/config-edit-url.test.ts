/** `docs.editUrl` becomes every doc's "Edit this page" link: one that can run code is a config error at its line. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/load/config.ts';

function load(editUrl: string) {
  const text = `export default {\n  title: 'T',\n  url: 'https://example.com',\n  docs: { editUrl: ${JSON.stringify(editUrl)} },\n};\n`;
  return loadConfig('/site', { file: '/site/docs.config.ts', text, value: { title: 'T', url: 'https://example.com', docs: { editUrl } } });
}

describe('docs.editUrl', () => {
  it('refuses a javascript:, vbscript: or data: edit URL at its line, whatever its case and padding, and keeps an https one', () => {
    for (const url of ['javascript:alert(1)//', ' VBScript:x', 'data:text/html,<script>alert(1)</script>']) {
      const result = load(url);
      expect(result.config).toBeUndefined();
      expect(result.diagnostics).toEqual([
        {
          level: 'error',
          code: 'invalid-config',
          message: '`docs.editUrl`: a javascript:, vbscript: or data: URL cannot be an edit link',
          file: 'docs.config.ts',
          line: 4,
          column: 11,
          target: 'docs.editUrl',
        },
      ]);
    }
    const https = load('https://github.com/o/r/edit/main/website');
    expect(https.diagnostics).toEqual([]);
    expect(https.config?.docs).toMatchObject({ editUrl: 'https://github.com/o/r/edit/main/website' });
  });
});

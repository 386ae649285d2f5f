import { describe, expect, it } from 'vitest';
import { replaceSection } from './performance-doc.js';

describe('the performance document', () => {
  it('appends a marked section when the file has none', () => {
    const written = replaceSection('# Performance\n', 'api', 'table');
    expect(written).toBe('# Performance\n\n<!-- bench:api:start -->\ntable\n<!-- bench:api:end -->\n');
  });

  it('replaces only its own section and keeps what others wrote around it', () => {
    const document = [
      '# Performance',
      '## Web (written by hand)',
      '<!-- bench:api:start -->\nold\n<!-- bench:api:end -->',
      '<!-- bench:web:start -->\nweb numbers\n<!-- bench:web:end -->',
      'notes',
    ].join('\n');
    const written = replaceSection(document, 'api', 'new');
    expect(written).toContain('<!-- bench:api:start -->\nnew\n<!-- bench:api:end -->');
    expect(written).not.toContain('old');
    expect(written).toContain('## Web (written by hand)');
    expect(written).toContain('<!-- bench:web:start -->\nweb numbers\n<!-- bench:web:end -->');
    expect(written.endsWith('notes')).toBe(true);
  });
});

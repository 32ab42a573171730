import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { barrelExports, rewriteBarrelImports } from './barrel-free-imports.mjs';

const uiIndex = path.resolve(import.meta.dirname, '../../shared/ui/src/index.ts');
const exports = barrelExports(readFileSync(uiIndex, 'utf8'), path.dirname(uiIndex));
const file = (relative: string) => JSON.stringify(path.resolve(path.dirname(uiIndex), relative));

describe('barrel-free imports (the embed build)', () => {
  it('reads every value the @farm/ui barrel exports, with the file that defines it, and none of its types', () => {
    assert.deepEqual(exports.get('useZodForm'), { file: path.resolve(path.dirname(uiIndex), './forms/use-zod-form'), name: 'useZodForm' });
    assert.equal(exports.get('mediaQueries')?.file, path.resolve(path.dirname(uiIndex), './theme/theme'));
    const withTypes = barrelExports(
      "export type { EmbedCatalogue } from './widget/embed-catalogue';\nexport { Loader } from './components/loader';",
      path.dirname(uiIndex),
    );
    assert.deepEqual([...withTypes.keys()], ['Loader']);
  });

  it('turns a widget import from the barrel into one import per name, keeping local names and dropping types', () => {
    const source = `import styled from '@emotion/styled';
import {
  edgedCard,
  Loader as Spinner,
  type EmbedCatalogue,
} from '@farm/ui';
import type { EmbedElementDoc } from '@farm/ui';
const x = 1;`;
    assert.equal(
      rewriteBarrelImports(source, '@farm/ui', exports),
      `import styled from '@emotion/styled';
import { edgedCard as edgedCard } from ${file('./theme/cards')}; import { Loader as Spinner } from ${file('./components/loader')};
import type { EmbedElementDoc } from '@farm/ui';
const x = 1;`,
    );
  });

  it('leaves an import alone when one of its names is not a value the barrel re-exports', () => {
    const source = "import { Loader, somethingElse } from '@farm/ui';";
    assert.equal(rewriteBarrelImports(source, '@farm/ui', exports), source);
  });
});

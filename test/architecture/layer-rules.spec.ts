import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { layerRules } from '../../eslint.config.js';

/**
 * The layer rules of npm run lint (DESIGN.md: imports flow one way), tried on files that break
 * them and on files that keep them: a rule that let everything through would fail here.
 */
const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser }, ...layerRules }],
});

/** The layer-rule messages for a file at `file` holding `source`. */
async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

describe('layer rules (DESIGN.md one-way imports, issue 12)', () => {
  it.each([
    ['server/src/api/health/check.ts', "import { DATABASE } from '../../engine/db/database.js';", 'the storefront api reaching into the engine'],
    ['server/src/web/page.ts', "import { ProductRepository } from '../engine/product/product.repository.js';", 'web reaching into the engine'],
    ['server/src/engine/product/search.ts', "import { SearchProductsDto } from '../../api/product/dto/search-products.dto.js';", 'the engine importing an api DTO'],
    ['server/src/engine/cart/relay.ts', "import { GatewayClient } from '../../gateway/gateway-client.js';", 'the engine importing the gateway client'],
    ['server/src/engine/cart/page.ts', "import { SpaMiddleware } from '../../web/spa.middleware.js';", 'the engine importing web'],
    ['contracts/site/extra.ts', "import { BadInputError } from '../../server/src/common/errors.js';", 'contracts importing server code'],
    ['client/src/lib/extra.ts', "import { catalogueApi } from '../features/catalogue/api';", 'client lib importing a feature'],
    ['client/src/components/extra.tsx', "import { AppRoutes } from '../app/router';", 'a shared component importing app'],
    ['client/src/features/blog/extra.ts', "import { catalogueApi } from '../catalogue/api';", 'one feature importing another'],
    ['client/src/features/search/extra.ts', "import { AppRoutes } from '../../app/router';", 'a feature importing app'],
  ])('%s: %s is refused (%s)', async (file, source) => {
    expect(await problems(file, source)).toHaveLength(1);
  });

  it.each([
    ['server/src/api/product/extra.ts', "import { GatewayClient } from '../../gateway/gateway-client.js';"],
    ['server/src/web/extra.ts', "import { ProductService } from '../api/product/product.service.js';"],
    ['server/src/engine/product/extra.ts', "import { BadInputError } from '../../common/errors.js';"],
    ['server/src/engine/product/extra2.ts', "import { ProductRepository } from './product.repository.js';"],
    ['contracts/site/extra.ts', "import { BannerContainer } from '../enums.js';"],
    ['client/src/features/catalogue/extra.ts', "import { catalogueApi } from './api';"],
    ['client/src/features/blog/extra.ts', "import { formatMoney } from '../../lib/money';"],
    ['client/src/app/extra.ts', "import { catalogueApi } from '../features/catalogue/api';"],
  ])('%s: %s is allowed', async (file, source) => {
    expect(await problems(file, source)).toEqual([]);
  });
});

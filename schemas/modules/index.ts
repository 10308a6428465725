// Every module content schema, keyed by module key: the input of the validator and type generators.
import common from './common.schema.json';
import header from './header.schema.json';
import banner from './banner.schema.json';
import grid from './grid.schema.json';
import tabBar from './tabBar.schema.json';
import productBlock from './productBlock.schema.json';
import category from './category.schema.json';
import loginStyle from './loginStyle.schema.json';
import productCentre from './productCentre.schema.json';

export const commonModuleSchema = common;
export const moduleSchemas = { header, banner, grid, tabBar, productBlock, category, loginStyle, productCentre };
export type ModuleKey = keyof typeof moduleSchemas;
export { moduleTypeNumbers } from './typeNumbers';

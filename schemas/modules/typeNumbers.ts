// Module type numbers of the page JSON (spec section 3), shared by the browser registry and the server.
// Kept apart from index.ts so the browser does not bundle the schema documents.
export const moduleTypeNumbers = { header: 1, banner: 2, grid: 3, tabBar: 4, productBlock: 5, category: 6, loginStyle: -1, productCentre: 10 } as const;

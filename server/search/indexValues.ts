// How the index keeps what it filters and sorts by in numbers: a product's flags as bits, a date as a day.
export const FLAG = {
  new: 1,
  hot: 2,
  recommended: 4,
  threeD: 8,
  video: 16,
  build: 32,
  insetImage: 64,
  inStock: 128,
  certified: 256,
  offShelf: 512,
} as const;

export const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 86_400_000);

// The numeric columns of an index (indexColumns.ts) made longer for a patch's new slots.
type Column = Int32Array | Float64Array | Float32Array | Uint16Array;
type ColumnType<T> = { new (length: number): T; new (buffer: ArrayBufferLike, offset: number, length: number): T };
/** A copy of the column made length long: for a column a patch also writes into at old slots (flags). */
export function grown<T extends Column>(column: T, length: number): T {
  const next = new (column.constructor as ColumnType<T>)(length);
  next.set(column);
  return next;
}

/** An append-only column made length long: on the line's tip the same buffer seen longer, when it has room (a copy
 *  with a quarter more room when not); off the tip a copy, as the tip may have written past this index's count. */
export function extended<T extends Column>(column: T, length: number, onTip: boolean): T {
  const Type = column.constructor as ColumnType<T>;
  if (onTip && column.byteOffset === 0 && column.buffer.byteLength >= length * column.BYTES_PER_ELEMENT)
    return new Type(column.buffer, 0, length);
  const next = new Type(Math.ceil(length * 1.25));
  next.set(column);
  return new Type(next.buffer, 0, length);
}

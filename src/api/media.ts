// Generated media that is not an API call (no envelope, no token): the 3D toy models under /media/toys/.
import { parseToyModel, type ToyModel } from '../../protocol/toyModel';

/** Fetches and checks a toy model; a model that does not parse is an error, never half drawn. */
export async function fetchToyModel(url: string, signal?: AbortSignal): Promise<ToyModel> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`The 3D model answered ${response.status}.`);
  const model = parseToyModel(await response.json());
  if (!model) throw new Error('The 3D model is not in the expected format.');
  return model;
}

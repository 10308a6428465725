// A product's pictures in the editor (issue 23): drop, paste or pick files; each is checked here first by its bytes
// (the server checks again), uploaded one after another with a tile per file, then shown in order. The first is
// the main picture (buyers' cards). Reordered by dragging or from the keyboard (the handle: Space, arrows, Space);
// "Make main" moves one first; a deleted picture can be brought back for a few seconds before it is really deleted.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { arrayMove, horizontalListSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { apiErrorMessage } from '../../api/errorMessages';
import { ApiError } from '../../api/errors';
import { PRODUCT_MEDIA_LIMITS } from '../../../protocol/productMedia';
import { arrangeProductMedia, deleteProductMedia, productMediaQuery, uploadProductMedia } from './api';
import { SortablePictures } from '../ui/SortablePictures';
import { fileKind } from './mediaFile';
import '../ui/formParts.css';
import './pictureStrip.css';
import { VideoSlot } from './VideoSlot';

type Picture = { id: number; thumbUrl: string; width: number; height: number };
const UNDO_MS = 6_000;

export function PictureStrip({ productNumber }: { productNumber: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const media = useQuery(productMediaQuery(productNumber));
  const [uploading, setUploading] = useState<{ key: string; name: string }[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [order, setOrder] = useState<number[] | null>(null);
  const [removed, setRemoved] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const all = media.data?.pictures ?? [];
  const byId = new Map(all.map((p) => [p.id, p]));
  const shown = (order ?? all.map((p) => p.id)).flatMap((id) =>
    id !== removed && byId.has(id) ? [byId.get(id)!] : [],
  );

  const mb = (PRODUCT_MEDIA_LIMITS.pictureBytes / 1_000_000).toLocaleString(i18n.locale);
  const refusal = (name: string, error: unknown) => {
    const reason = error instanceof ApiError ? error.reason : undefined;
    if (reason === 'fileTooLarge') return t`${name} is too big: at most ${mb} MB.`;
    if (
      reason === 'notAnImage' ||
      reason === 'notProductMedia' ||
      reason === 'truncatedImage' ||
      reason === 'emptyFile'
    )
      return t`${name} is not a picture (JPEG, PNG, WebP or GIF).`;
    if (reason === 'tooManyPictures')
      return t`At most ${PRODUCT_MEDIA_LIMITS.picturesPerProduct} pictures per product.`;
    return `${name}: ${apiErrorMessage(i18n, error)}`;
  };

  async function add(files: File[]) {
    setProblems([]);
    const queue = files.map((file, i) => ({ file, key: `${Date.now()}-${i}` }));
    setUploading((u) => [...u, ...queue.map(({ file, key }) => ({ key, name: file.name }))]);
    for (const { file, key } of queue) {
      const name = file.name;
      const kind = await fileKind(file);
      try {
        if (file.size > PRODUCT_MEDIA_LIMITS.pictureBytes) throw new Error(t`${name} is too big: at most ${mb} MB.`);
        if (kind !== 'picture') throw new Error(t`${name} is not a picture (JPEG, PNG, WebP or GIF).`);
        await uploadProductMedia(queryClient, productNumber, file);
        setOrder(null);
      } catch (error) {
        const text = error instanceof ApiError ? refusal(name, error) : (error as Error).message;
        setProblems((p) => [...p, text]);
      } finally {
        setUploading((u) => u.filter((x) => x.key !== key));
      }
    }
  }

  async function arrange(ids: number[]) {
    setOrder(ids);
    try {
      await arrangeProductMedia(queryClient, productNumber, ids);
    } catch (error) {
      setProblems([apiErrorMessage(i18n, error)]);
    }
    setOrder(null);
  }

  // The delete is sent when the undo time is up, or at once when the editor closes.
  const pendingDelete = useRef<{ id: number; timer: number } | null>(null);
  const commitDelete = () => {
    const pending = pendingDelete.current;
    if (!pending) return;
    window.clearTimeout(pending.timer);
    pendingDelete.current = null;
    void deleteProductMedia(queryClient, productNumber, pending.id)
      .catch((error) => setProblems([apiErrorMessage(i18n, error)]))
      .finally(() => setRemoved((r) => (r === pending.id ? null : r)));
  };
  const remove = (id: number) => {
    commitDelete();
    setRemoved(id);
    pendingDelete.current = { id, timer: window.setTimeout(commitDelete, UNDO_MS) };
  };
  const undo = () => {
    if (pendingDelete.current) window.clearTimeout(pendingDelete.current.timer);
    pendingDelete.current = null;
    setRemoved(null);
  };
  useEffect(() => () => commitDelete(), []);

  // Pasting a picture anywhere in the editor adds it (a text field keeps pasted text as usual).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (!files.length) return;
      event.preventDefault();
      void add(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  const ids = shown.map((p) => p.id);

  return (
    <div className="picture-strip">
      <div
        className="picture-strip__drop"
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes('Files')) e.preventDefault();
        }}
        onDrop={(e) => {
          if (!e.dataTransfer.files.length) return;
          e.preventDefault();
          void add([...e.dataTransfer.files]);
        }}
      >
        <SortablePictures
          ids={ids}
          strategy={horizontalListSortingStrategy}
          onMove={(from, to) => void arrange(arrayMove(ids, from, to))}
        >
          <ol className="picture-strip__list">
            {shown.map((picture, index) => (
              <Tile
                key={picture.id}
                picture={picture}
                index={index}
                onMain={() => void arrange([picture.id, ...shown.filter((p) => p !== picture).map((p) => p.id)])}
                onDelete={() => remove(picture.id)}
              />
            ))}
            {uploading.map((u) => (
              <li key={u.key} className="picture-strip__tile picture-strip__tile--busy" aria-busy="true">
                <span className="picture-strip__spinner" aria-hidden="true" />
                <span className="picture-strip__name" dir="auto">
                  {u.name}
                </span>
                <span>{t`Uploading…`}</span>
              </li>
            ))}
            <li className="picture-strip__add">
              <button type="button" className="button" onClick={() => picker.current?.click()}>
                {t`Choose pictures`}
              </button>
              <span>{t`Drop pictures here or paste them`}</span>
            </li>
          </ol>
        </SortablePictures>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept=".jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) void add(files);
          }}
        />
      </div>
      <p className="form-field__hint">{t`The first picture is the one buyers see on cards. Drag to reorder.`}</p>
      <div role="status" className="picture-strip__status">
        {removed !== null && (
          <span className="picture-strip__undo">
            {t`Picture deleted.`}{' '}
            <button type="button" className="button button--small" onClick={undo}>
              {t`Undo`}
            </button>
          </span>
        )}
      </div>
      {problems.length > 0 && (
        <ul className="picture-strip__problems" role="alert">
          {problems.map((p, i) => (
            <li key={i} dir="auto">
              {p}
            </li>
          ))}
        </ul>
      )}
      <VideoSlot productNumber={productNumber} video={media.data?.video} onProblem={(p) => setProblems([p])} />
    </div>
  );
}

function Tile({
  picture,
  index,
  onMain,
  onDelete,
}: {
  picture: Picture;
  index: number;
  onMain: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: picture.id,
  });
  const n = index + 1;
  return (
    <li
      ref={setNodeRef}
      className="picture-strip__tile"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <img src={picture.thumbUrl} alt={t`Picture ${n}`} width={picture.width} height={picture.height} />
      {index === 0 && <span className="picture-strip__main">{t`Main picture`}</span>}
      <div className="picture-strip__actions">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="picture-strip__handle"
          aria-label={t`Move picture ${n}`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {index > 0 && (
          <button
            type="button"
            className="picture-strip__icon"
            title={t`Make main`}
            aria-label={t`Make main`}
            onClick={onMain}
          >
            <span aria-hidden="true">☆</span>
          </button>
        )}
        <button
          type="button"
          className="picture-strip__icon picture-strip__delete"
          aria-label={t`Delete picture ${n}`}
          onClick={onDelete}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}

// One product's editor: every field a buyer sees (spec section 3), names and descriptions in the 16 languages side by
// side with the missing ones marked, CBM / CUFT computed from the carton as it is typed, field errors from the rules
// the server applies (schemas/api/productRules.ts), a sticky Save / Discard bar (Ctrl+S saves), a guard against
// leaving with unsaved changes, and the version conflict explained when someone else saved first.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { ApiError } from '../../api/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { localisedText } from '../../../protocol/localisedNames';
import { problemText } from './problemText';
import { optionsQuery, productDetailQuery, saveProduct, type ProductDetail } from './api';
import {
  draftOf,
  emptyForm,
  fieldOfProblem,
  formOf,
  problemsOf,
  type NumberField,
  type ProductForm,
} from './productForm';
import type { Go } from './CatalogueRoom';
import { RoomLoading } from '../app/RoomStates';
import { PictureStrip } from './PictureStrip';
import { Section } from '../ui/FormParts';
import type { EditorState } from './editor/editorParts';
import { IdentityFields } from './editor/IdentityFields';
import { PriceFields, ShelfFields } from './editor/TradeFields';
import { PackingFields } from './editor/PackingFields';
import { NameFields } from './editor/NameFields';
import { SaveBar, type SaveFailure } from './editor/SaveBar';
import { useSaveShortcut } from '../ui/useSaveShortcut';
import './catalogue.css';
import './productEditor.css';

export function ProductEditor({
  productNumber,
  go,
  lastSave,
  onSaved,
}: {
  productNumber?: string;
  go: Go;
  lastSave: { productNumber: string; version: number } | null;
  onSaved: (save: { productNumber: string; version: number }) => void;
}) {
  const { i18n } = useLingui();
  const options = useQuery(optionsQuery());
  const detail = useQuery({ ...productDetailQuery(productNumber ?? ''), enabled: !!productNumber });
  if (options.isError || detail.isError) {
    const error = options.error ?? detail.error;
    return (
      <div className="console-message" role="alert">
        <h1>
          {error instanceof ApiError && error.code === 404 ? (
            <Trans>This product does not exist any more</Trans>
          ) : (
            <Trans>The product could not be loaded</Trans>
          )}
        </h1>
        <p>{apiErrorMessage(i18n, error)}</p>
        <button type="button" className="button" onClick={() => go({ product: undefined })}>
          <Trans>Back to the catalogue</Trans>
        </button>
      </div>
    );
  }
  if (!options.data || (productNumber && !detail.data)) return <RoomLoading />;
  return (
    <EditorForm
      key={detail.data?.version ?? 'new'}
      saved={productNumber ? detail.data : undefined}
      justSaved={
        !!detail.data && lastSave?.productNumber === productNumber && lastSave?.version === detail.data.version
      }
      onSaved={onSaved}
      go={go}
    />
  );
}

function EditorForm({
  saved,
  justSaved,
  onSaved,
  go,
}: {
  saved: ProductDetail | undefined;
  justSaved: boolean;
  onSaved: (save: { productNumber: string; version: number }) => void;
  go: Go;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const options = useQuery(optionsQuery()).data!;
  const initial = useMemo(
    () =>
      saved
        ? formOf(saved)
        : // No category chosen for the clerk: one taken silently (the first sub-category) went unnoticed.
          emptyForm({ packingMethod: options.packingMethods[0]?.key }),
    [saved, options],
  );
  const [form, setForm] = useState<ProductForm>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const leaving = useRef(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const problems = problemsOf(form);
  const shown = (path: string) => (tried || touched.has(path) ? problems.get(path) : undefined);

  const set = (change: Partial<ProductForm>) => setForm((f) => ({ ...f, ...change }));
  const setNumber = (field: NumberField, value: string) => set({ numbers: { ...form.numbers, [field]: value } });
  const touch = (path: string) => setTouched((all) => (all.has(path) ? all : new Set([...all, path])));

  async function save() {
    setTried(true);
    setFailure(null);
    if (problems.size) {
      document.querySelector<HTMLElement>('.product-editor [aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await saveProduct(queryClient, {
        product: draftOf(form),
        ...(saved
          ? {
              version: saved.version,
              ...(saved.product.productNumber !== form.productNumber.trim()
                ? { previousNumber: saved.product.productNumber }
                : {}),
            }
          : {}),
      });
      onSaved({ productNumber: answer.product.productNumber, version: answer.version });
      // The address follows the number saved (a new product, a renamed one); the form starts again from the answer.
      if (answer.product.productNumber !== saved?.product.productNumber) {
        leaving.current = true;
        go({ product: answer.product.productNumber }, { replace: true });
      }
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'staleVersion')
        setFailure({
          kind: 'conflict',
          text: t`Someone else saved this product after you opened it. Your changes are not saved: reload to see theirs, then make your change again.`,
        });
      else if (error instanceof ApiError && error.reason === 'duplicateNumber')
        setFailure({ kind: 'field', path: 'productNumber', text: t`Another product already has this number.` });
      else if (error instanceof ApiError && error.reason === 'duplicateBarcode') {
        const owner = /barcode of product (\S+?)\.?$/.exec(error.message)?.[1];
        setFailure({
          kind: 'field',
          path: 'barcodes',
          text: owner ? t`Product ${owner} already has this barcode.` : t`Another product already has this barcode.`,
        });
      } else if (error instanceof ApiError && error.code === 400) {
        const path = /body\.product\.([\w.]+)/.exec(error.message)?.[1];
        setFailure({ kind: 'field', path: path && fieldOfProblem(path), text: apiErrorMessage(i18n, error) });
      } else setFailure({ kind: 'other', text: apiErrorMessage(i18n, error) });
    } finally {
      setBusy(false);
    }
  }
  const discard = () => {
    setForm(initial);
    setTouched(new Set());
    setTried(false);
    setFailure(null);
  };
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: productDetailQuery(saved!.product.productNumber).queryKey });
  };

  useSaveShortcut(() => {
    if (!busy) void save();
  });
  // Leaving with unsaved changes asks first: the browser's question when the page goes, ours inside the app.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !leaving.current,
    enableBeforeUnload: false,
    withResolver: true,
  });

  const fieldError = (path: string) => {
    const problem = shown(path);
    if (problem) return problemText(i18n, problem);
    return failure?.kind === 'field' && failure.path === path ? failure.text : undefined;
  };
  const title = saved
    ? localisedText(saved.product.names, i18n.locale, 1) || saved.product.productNumber
    : t`New product`;
  // Each value isolated (FSI … PDI): in Arabic or Hebrew a Latin account name beside a date otherwise runs into it
  // and the two swap pieces.
  const savedBy = saved?.updatedBy && `\u2068${saved.updatedBy}\u2069`;
  const savedWhen = saved ? `\u2068${new Date(saved.updatedAt).toLocaleString(i18n.locale)}\u2069` : '';
  const state: EditorState = { form, set, setNumber, touch, fieldError };

  return (
    <form
      className="product-editor"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <header className="product-editor__head">
        <button type="button" className="product-editor__back" onClick={() => go({ product: undefined })}>
          <span aria-hidden="true" className="inbox__arrow">
            ‹
          </span>{' '}
          <Trans>Catalogue</Trans>
        </button>
        <h1 dir="auto">{title}</h1>
        {saved && (
          <span className={`catalogue-shelf catalogue-shelf--${saved.status === 0 ? 'on' : 'off'}`}>
            {saved.status === 0 ? t`On shelf` : saved.status === 3 ? t`Expired` : t`Off shelf`}
          </span>
        )}
        {savedBy && <span className="product-editor__meta">{t`Last saved by ${savedBy}, ${savedWhen}`}</span>}
      </header>

      <div className="product-editor__grid">
        <Section title={t`Pictures`} wide>
          {saved ? (
            <PictureStrip productNumber={saved.product.productNumber} />
          ) : (
            <p className="form-field__hint">{t`Save the product first, then add its pictures.`}</p>
          )}
        </Section>
        <div className="product-editor__column">
          <IdentityFields state={state} />
          <PriceFields state={state} />
          <ShelfFields state={state} />
        </div>
        <div className="product-editor__column">
          <PackingFields state={state} />
        </div>
        <NameFields state={state} />
      </div>

      <SaveBar
        failure={failure}
        busy={busy}
        problems={tried ? problems : undefined}
        dirty={dirty}
        justSaved={justSaved}
        isNew={!saved}
        onReload={() => void reload()}
        onDiscard={discard}
      />

      <ConfirmDialog
        texts={
          blocker.status === 'blocked'
            ? {
                question: t`Leave without saving? Your changes to this product will be lost.`,
                confirm: t`Leave`,
                cancel: t`Stay`,
                close: t`Close`,
              }
            : null
        }
        onAnswer={(leave) => (leave ? blocker.proceed?.() : blocker.reset?.())}
      />
    </form>
  );
}

// One product's editor: every field a buyer sees (spec section 3), names and descriptions in the 16 languages side by
// side with the missing ones marked, CBM / CUFT computed from the carton as it is typed, field errors from the rules
// the server applies (schemas/api/productRules.ts), a sticky Save / Discard bar (Ctrl+S saves), a guard against
// leaving with unsaved changes, and the version conflict explained when someone else saved first.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { ApiError } from '../../api/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { siteLanguages } from '../../../protocol/languages';
import { categoryName, localisedText } from '../../../protocol/localisedNames';
import { cartonVolume } from '../../../protocol/cartonVolume';
import { formatNumber } from '../../../protocol/format';
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
import { LanguageColumns } from '../ui/LanguageColumns';

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
        : emptyForm({
            categoryNumber:
              options.categories.find((c) => c.parentNumber)?.categoryNumber ?? options.categories[0]?.categoryNumber,
            packingMethod: options.packingMethods[0]?.key,
          }),
    [saved, options],
  );
  const [form, setForm] = useState<ProductForm>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ kind: 'conflict' | 'field' | 'other'; text: string; path?: string } | null>(
    null,
  );
  const leaving = useRef(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const problems = problemsOf(form);
  const shown = (path: string) => (tried || touched.has(path) ? problems.get(path) : undefined);
  const volume = useMemo(() => {
    const [l, w, h] = (['length', 'width', 'height'] as const).map(
      (s) => Number(form.numbers[`outerBoxSize.${s}`]) || 0,
    );
    return cartonVolume({ length: l, width: w, height: h });
  }, [form.numbers]);

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

  // Ctrl+S (⌘S) saves instead of saving the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!busy) void save();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
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
  const written = siteLanguages.filter((l) => form.names[l.field]?.trim()).length;
  const savedBy = saved?.updatedBy;
  const savedWhen = saved ? new Date(saved.updatedAt).toLocaleString(i18n.locale) : '';

  const numberInput = (field: NumberField, label: string, unit?: string) => (
    <Field label={label} error={fieldError(field)} unit={unit}>
      {(id, describedBy) => (
        <input
          id={id}
          type="text"
          inputMode="decimal"
          dir="ltr"
          value={form.numbers[field]}
          aria-invalid={!!fieldError(field) || undefined}
          aria-describedby={describedBy}
          onChange={(e) => setNumber(field, e.target.value)}
          onBlur={() => touch(field)}
        />
      )}
    </Field>
  );
  const textInput = (
    key: 'productNumber' | 'commodityNumber' | 'outFactoryNumber' | 'labelNumber' | 'model',
    label: string,
  ) => (
    <Field label={label} error={fieldError(key)}>
      {(id, describedBy) => (
        <input
          id={id}
          type="text"
          dir="ltr"
          value={form[key]}
          maxLength={key === 'productNumber' ? 32 : 40}
          aria-invalid={!!fieldError(key) || undefined}
          aria-describedby={describedBy}
          onChange={(e) => set({ [key]: e.target.value })}
          onBlur={() => touch(key)}
        />
      )}
    </Field>
  );
  const sizeRow = (box: 'productSize' | 'innerBoxSize' | 'outerBoxSize', label: string) => (
    <fieldset className="product-editor__size">
      <legend>{label}</legend>
      {numberInput(`${box}.length`, t`Length`, 'cm')}
      {numberInput(`${box}.width`, t`Width`, 'cm')}
      {numberInput(`${box}.height`, t`Height`, 'cm')}
    </fieldset>
  );

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
            <p className="product-editor__hint">{t`Save the product first, then add its pictures.`}</p>
          )}
        </Section>
        <div className="product-editor__column">
          <Section title={t`Identity`}>
            <div className="product-editor__fields">
              {textInput('productNumber', t`Product number`)}
              {textInput('commodityNumber', t`Commodity number`)}
              {textInput('outFactoryNumber', t`Factory number`)}
              {textInput('labelNumber', t`Label number`)}
              {textInput('model', t`Model`)}
              <Field
                label={t`Barcodes (EAN / UPC)`}
                error={fieldError('barcodes')}
                hint={t`EAN-13, UPC-A or EAN-8, separated by commas. A buyer who scans one opens this product.`}
              >
                {(id, describedBy) => (
                  <input
                    id={id}
                    type="text"
                    inputMode="numeric"
                    dir="ltr"
                    value={form.barcodes}
                    aria-invalid={!!fieldError('barcodes') || undefined}
                    aria-describedby={describedBy}
                    onChange={(e) => set({ barcodes: e.target.value })}
                    onBlur={() => touch('barcodes')}
                  />
                )}
              </Field>
              <Field label={t`Category`} error={fieldError('categoryNumber')}>
                {(id) => (
                  <select id={id} value={form.categoryNumber} onChange={(e) => set({ categoryNumber: e.target.value })}>
                    {options.categories.map((c) => (
                      <option key={c.categoryNumber} value={c.categoryNumber}>
                        {c.parentNumber ? '\u00a0\u00a0' : ''}
                        {categoryName(c.names, i18n.locale, 1)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </Section>

          <Section title={t`Price and order`}>
            <div className="product-editor__fields">
              {numberInput('price', t`Price`, options.currency)}
              {numberInput('factoryPrice', t`Factory price`, options.currency)}
              {numberInput('startOrderNum', t`MOQ`, t`pcs`)}
            </div>
          </Section>

          <Section title={t`Shelf and flags`}>
            <label className="product-editor__switch">
              <input type="checkbox" checked={form.onShelf} onChange={(e) => set({ onShelf: e.target.checked })} />
              <span>{form.onShelf ? t`On shelf: buyers can find and order it` : t`Off shelf: hidden from buyers`}</span>
            </label>
            <div className="product-editor__checks" role="group" aria-label={t`Flags`}>
              {(
                [
                  ['isNew', msg({ context: 'product flag', message: 'New' })],
                  ['isHot', msg({ context: 'product flag', message: 'Hot' })],
                  ['isRecommended', msg({ context: 'product flag', message: 'Recommended' })],
                  ['isBuild', msg`Custom-built`],
                ] as const
              ).map(([key, label]) => (
                <label key={key}>
                  <input
                    type="checkbox"
                    checked={form.flags[key]}
                    onChange={(e) => set({ flags: { ...form.flags, [key]: e.target.checked } })}
                  />{' '}
                  {i18n._(label)}
                </label>
              ))}
            </div>
            <div className="product-editor__fields">
              {numberInput('stock', t`Stock`, t`pcs`)}
              <Field
                label={t`Certificates`}
                error={fieldError('certificates')}
                hint={t`Separated by commas, e.g. EN71, CE`}
              >
                {(id, describedBy) => (
                  <input
                    id={id}
                    type="text"
                    dir="ltr"
                    value={form.certificates}
                    aria-describedby={describedBy}
                    onChange={(e) => set({ certificates: e.target.value })}
                  />
                )}
              </Field>
              <Field label={t`Licence status`}>
                {(id) => (
                  <select
                    id={id}
                    value={form.licenceStatus}
                    onChange={(e) => set({ licenceStatus: Number(e.target.value) })}
                  >
                    <option value={0}>{t`Not infringing`}</option>
                    <option value={1}>{t`Licensed`}</option>
                    <option value={2}>{t`Unlicensed`}</option>
                  </select>
                )}
              </Field>
            </div>
          </Section>
        </div>
        <div className="product-editor__column">
          <Section title={t`Packing`}>
            <div className="product-editor__fields">
              <Field label={t`Packing method`} error={fieldError('packingMethod')}>
                {(id) => (
                  <select id={id} value={form.packingMethod} onChange={(e) => set({ packingMethod: e.target.value })}>
                    {options.packingMethods.map((m) => (
                      <option key={m.key} value={m.key}>
                        {categoryName(m.names, i18n.locale, 1) || m.key}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {numberInput('innerQuantity', t`Pieces per inner box`, t`pcs`)}
              {numberInput('outerQuantity', t`Pieces per carton`, t`pcs`)}
            </div>
            {sizeRow('productSize', t`Product size`)}
            {sizeRow('innerBoxSize', t`Inner box size`)}
            {sizeRow('outerBoxSize', t`Carton size`)}
            <div className="product-editor__fields">
              {numberInput('grossWeight', t`Gross weight`, 'kg')}
              {numberInput('netWeight', t`Net weight`, 'kg')}
            </div>
            <p className="product-editor__volume" aria-live="polite">
              <span>{t`Carton volume (computed)`}</span>
              <output dir="ltr">{formatNumber(volume.cbm, i18n.locale, 4)} m³</output>
              <output dir="ltr">{formatNumber(volume.cuft, i18n.locale, 2)} ft³</output>
            </p>
          </Section>
        </div>
        <Section title={t`Names and descriptions`} wide aside={i18n._(msg`${written} of 16 languages`)}>
          {fieldError('names.name') && (
            <p className="product-editor__error" role="alert">
              {fieldError('names.name')}
            </p>
          )}
          <LanguageColumns stateOf={(language) => (form.names[language.field]?.trim() ? 'written' : 'missing')}>
            {(language) => {
              const languageName = language.name;
              const nameError = fieldError(`names.${language.field}`);
              const descriptionError = fieldError(`descriptions.${language.field}`);
              return (
                <>
                  <input
                    type="text"
                    aria-label={t`Name in ${languageName}`}
                    value={form.names[language.field] ?? ''}
                    aria-invalid={!!nameError || undefined}
                    onChange={(e) => set({ names: { ...form.names, [language.field]: e.target.value } })}
                    onBlur={() => touch(`names.${language.field}`)}
                  />
                  {nameError && (
                    <p className="product-editor__error" lang={i18n.locale}>
                      {nameError}
                    </p>
                  )}
                  <textarea
                    rows={3}
                    aria-label={t`Description in ${languageName}`}
                    value={form.descriptions[language.field] ?? ''}
                    aria-invalid={!!descriptionError || undefined}
                    onChange={(e) => set({ descriptions: { ...form.descriptions, [language.field]: e.target.value } })}
                  />
                  {descriptionError && (
                    <p className="product-editor__error" lang={i18n.locale}>
                      {descriptionError}
                    </p>
                  )}
                </>
              );
            }}
          </LanguageColumns>
        </Section>
      </div>

      <div className="product-editor__bar" role="region" aria-label={t`Save`}>
        {failure && failure.kind !== 'field' && (
          <div className={`console-note console-note--${failure.kind === 'conflict' ? 'warn' : 'error'}`} role="alert">
            <span>{failure.text}</span>
            {failure.kind === 'conflict' && (
              <button type="button" className="button" onClick={() => void reload()}>
                <Trans>Reload the latest</Trans>
              </button>
            )}
          </div>
        )}
        <p className="product-editor__status" role="status">
          {busy
            ? t`Saving…`
            : tried && problems.size
              ? i18n._(
                  msg`${plural(problems.size, { one: '# field needs attention.', other: '# fields need attention.' })}`,
                )
              : dirty
                ? t`Unsaved changes`
                : justSaved
                  ? t`Saved. Buyers see it at their next search.`
                  : ''}
        </p>
        <kbd className="product-editor__shortcut" aria-hidden="true">
          Ctrl S
        </kbd>
        <button type="button" className="button" disabled={!dirty || busy} onClick={discard}>
          <Trans>Discard</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={busy || (!dirty && !!saved)}>
          <Trans>Save</Trans>
        </button>
      </div>

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

function Section({
  title,
  children,
  wide,
  aside,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  aside?: string;
}) {
  const id = useId();
  return (
    <section className="product-editor__section" data-wide={wide || undefined} aria-labelledby={id}>
      <div className="product-editor__section-head">
        <h2 id={id}>{title}</h2>
        {aside && <span>{aside}</span>}
      </div>
      {children}
    </section>
  );
}

function Field({
  label,
  error,
  unit,
  hint,
  children,
}: {
  label: string;
  error?: string;
  unit?: string;
  hint?: string;
  children: (id: string, describedBy?: string) => ReactNode;
}) {
  const id = useId();
  const note = `${id}-note`;
  return (
    <div className="product-editor__field" data-invalid={!!error || undefined}>
      <label htmlFor={id}>{label}</label>
      {/* A figure and its unit read left to right in every language. */}
      <div className="product-editor__control" dir={unit ? 'ltr' : undefined}>
        {children(id, error || hint ? note : undefined)}
        {unit && <span className="product-editor__unit">{unit}</span>}
      </div>
      {error ? (
        <p id={note} className="product-editor__error">
          {error}
        </p>
      ) : hint ? (
        <p id={note} className="product-editor__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

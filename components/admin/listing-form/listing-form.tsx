'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ADMIN_KINDS } from '@/components/admin/admin-kinds';
import { iconButtonClass } from '@/components/ui/button';
import { type FieldDef, unitFieldName } from '@/models/fields';
import { KINDS, type KindId } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { AdditionalImages } from './additional-images';
import { FieldControl } from './field-control';
import { FormActions } from './form-actions';
import { FormSection } from './form-section';
import { buildFormData, checkForm, type Errors, initialImages, initialValues } from './form-state';
import { type ImageItem, releaseImage } from './image-rules';
import { MainImagePicker } from './main-image-picker';
import { PinSection } from './pin-section';
import { TextListEditor } from './text-list-editor';
import { type Failure, useListingSubmit } from './use-listing-submit';

const SECTIONS = [
  { id: 'basic', title: 'Basic Information' },
  { id: 'location', title: 'Location on map' },
  { id: 'images', title: 'Images' },
  { id: 'description', title: 'Description' },
  { id: 'tamil', title: 'In Tamil (optional)' },
  { id: 'features', title: 'Key Features' },
  { id: 'amenities', title: 'Amenities' },
  { id: 'approvals', title: 'Approvals' },
  { id: 'documents', title: 'Documents' },
  { id: 'details', title: 'Additional Details' },
] as const;
const ITEM_LABELS: Record<string, string> = { features: 'Feature', amenities: 'Amenity', approvals: 'Approval' };

interface Props {
  kindId: KindId;
  /** The listing being edited (with its version); absent on the add forms. */
  initial?: Listing;
}

/** The one add/edit form for every kind, drawn from the kind's fields. */
export function ListingForm({ kindId, initial }: Props) {
  const kind = KINDS[kindId];
  const editing = Boolean(initial);
  const [{ values, lists }, setForm] = useState(() => initialValues(kind, initial));
  const [main, setMain] = useState<ImageItem | null>(() => initialImages(initial).main);
  const [additional, setAdditional] = useState<ImageItem[]>(() => initialImages(initial).additional);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, progress, submit } = useListingSubmit(kind, initial?._id);

  // Local previews are released when the form goes away (removed ones are released at once).
  const images = useRef<ImageItem[]>([]);
  useEffect(() => {
    images.current = main ? [main, ...additional] : additional;
  });
  useEffect(() => () => images.current.forEach(releaseImage), []);

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const label = (field: FieldDef) => (editing && ADMIN_KINDS[kind.id].editLabels[field.name]) || field.label;
  const errorFor = (field: FieldDef) => {
    const error = errors[field.name];
    return error && label(field) !== field.label ? error.replace(field.label, label(field)) : error;
  };
  const setError = (name: string, error?: string) =>
    setErrors((all) => {
      const rest = { ...all };
      delete rest[name];
      return error ? { ...rest, [name]: error } : rest;
    });
  const setValue = (name: string, value: string) => {
    setForm((f) => ({ ...f, values: { ...f.values, [name]: value } }));
    // A unit select's errors are its area field's.
    setError(kind.fields.find((f) => unitFieldName(f.name) === name)?.name ?? name);
  };
  const setList = (name: string, items: string[]) => {
    setForm((f) => ({ ...f, lists: { ...f.lists, [name]: items } }));
    setError(name);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = checkForm(kind, values, lists, main, editing);
    if (additional.length > 20) found.additionalImages = 'A listing may have at most 20 additional images.';
    if (Object.keys(found).length || !main) {
      setErrors(found);
      setFailure({ message: summary(found), errors: found, conflict: false });
      setFocusRequest((n) => n + 1);
      return;
    }
    const result = await submit(buildFormData({ kind, values, lists, main, additional, initial }));
    setFailure(result);
    if (result && Object.keys(result.errors).length) {
      setErrors(result.errors);
      setFocusRequest((n) => n + 1);
    }
  }

  const summary = (found: Errors) => {
    const names = kind.fields.filter((f) => found[f.name]).map(label);
    if (found.mainImage) names.push('Main image');
    if (found.additionalImages) names.push('Additional images');
    return `Please correct: ${names.join(', ')}.`;
  };

  const title = `${editing ? 'Edit' : 'Add'} ${kind.label}`;
  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-4 flex items-center gap-2">
        <Link href="/dashboard" className={iconButtonClass} aria-label="Back to dashboard">
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        <h1 className="text-2xl font-semibold text-neutral-900">{title}</h1>
      </div>
      <p className="mb-4 text-sm text-neutral-600">
        Fields marked <span className="text-red-700" aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label={title}>
        {SECTIONS.map(({ id, title: heading }) => {
          if (id === 'images') {
            return (
              <FormSection key={id} id={id} title={heading}>
                <div className="space-y-6">
                  <MainImagePicker image={main} error={errors.mainImage} onChange={(img, err) => { setMain(img); setError('mainImage', err); }} />
                  <AdditionalImages images={additional} error={errors.additionalImages} onChange={(imgs, err) => { setAdditional(imgs); setError('additionalImages', err); }} />
                </div>
              </FormSection>
            );
          }
          const fields = kind.fields.filter((f) => f.section === id);
          if (!fields.length) return null;
          if (id === 'location') {
            return (
              <FormSection key={id} id={id} title={heading}>
                <PinSection lat={values.lat ?? ''} lng={values.lng ?? ''} errors={errors} onChange={setValue} onError={setError} />
              </FormSection>
            );
          }
          return (
            <FormSection key={id} id={id} title={heading}>
              <div className="grid gap-4 sm:grid-cols-2">
                {fields.map((field) =>
                  field.input === 'list' ? (
                    <div key={field.name} className="sm:col-span-2">
                      {field.label !== heading && <p className="mb-2 text-sm text-neutral-700">{field.label}</p>}
                      <TextListEditor name={field.name} label={field.label} itemLabel={ITEM_LABELS[field.name] ?? 'Entry'}
                        items={lists[field.name] ?? ['']} error={errors[field.name]} onChange={setList} />
                    </div>
                  ) : (
                    <FieldControl key={field.name} field={field} label={label(field)} value={values[field.name] ?? ''} unit={values[unitFieldName(field.name)]}
                      error={errorFor(field)} onChange={setValue} className={field.input === 'textarea' ? 'sm:col-span-2' : ''} />
                  ),
                )}
              </div>
            </FormSection>
          );
        })}
        <FormActions submitLabel={editing ? `Update ${kind.noun}` : `Add ${kind.label}`} busy={busy} progress={progress} failure={failure} />
      </form>
    </div>
  );
}

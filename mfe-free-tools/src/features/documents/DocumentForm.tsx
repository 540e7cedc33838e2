import { memo, useId, useState, type ChangeEvent } from 'react';
import { Button } from '@prohive/ui';
import styled from 'styled-components';
import {
  emptyLine,
  LIMITS,
  type DocumentDraft,
  type DraftErrors,
  type LineItemDraft,
  type PartyDraft,
} from './documentModel';
import { FieldError, FieldHint, SelectField, TextAreaField, TextField } from './fields';
import { formatMoney } from './money';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;

  fieldset {
    display: grid;
    /* minmax(0, …): a wide child (the file picker) must not widen the column past the fieldset. */
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
    min-width: 0;
    margin: 0;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 700;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const LineCard = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6rem 8rem;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const LineFoot = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Lines = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LogoPicker = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  justify-items: start;

  input[type='file'] {
    max-width: 100%;
  }
`;

const LogoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  img {
    max-width: 120px;
    max-height: 48px;
    object-fit: contain;
  }
`;

const LOGO_TYPES = ['image/png', 'image/jpeg'];

export interface DocumentFormProps {
  draft: DocumentDraft;
  /** Shown once the person has tried to download or save; empty before. */
  errors: DraftErrors;
  lineAmounts: number[];
  onChange: (update: (draft: DocumentDraft) => DocumentDraft) => void;
}

type Update = (update: (draft: DocumentDraft) => DocumentDraft) => void;

interface PartyFieldsProps {
  who: 'business' | 'customer';
  legend: string;
  nameLabel: string;
  value: PartyDraft;
  /** This party's messages by field (name, email, phone, address), as plain strings so memo can compare. */
  nameError?: string;
  emailError?: string;
  phoneError?: string;
  addressError?: string;
  onChange: Update;
}

// Memoised, like each line below: typing in one field re-renders that part of the form, not all of it (a
// document may hold a hundred lines).
const PartyFields = memo(function PartyFields({
  who,
  legend,
  nameLabel,
  value,
  nameError,
  emailError,
  phoneError,
  addressError,
  onChange,
}: PartyFieldsProps) {
  const patch = (fields: Partial<PartyDraft>) =>
    onChange((current) => ({ ...current, [who]: { ...current[who], ...fields } }));
  return (
    <>
      <legend>{legend}</legend>
      <TextField
        label={nameLabel}
        value={value.name}
        maxLength={LIMITS.name}
        autoComplete={who === 'business' ? 'organization' : 'off'}
        error={nameError}
        onChange={(event) => patch({ name: event.target.value })}
      />
      <Pair>
        <TextField
          label="Email"
          type="email"
          value={value.email}
          maxLength={LIMITS.email}
          error={emailError}
          onChange={(event) => patch({ email: event.target.value })}
        />
        <TextField
          label="Phone"
          type="tel"
          value={value.phone}
          maxLength={LIMITS.phone}
          error={phoneError}
          onChange={(event) => patch({ phone: event.target.value })}
        />
      </Pair>
      <TextAreaField
        label="Address"
        rows={2}
        value={value.address}
        maxLength={LIMITS.address}
        error={addressError}
        onChange={(event) => patch({ address: event.target.value })}
      />
    </>
  );
});

interface LineItemRowProps {
  item: LineItemDraft;
  index: number;
  amountCents: number;
  descriptionError?: string;
  quantityError?: string;
  priceError?: string;
  canRemove: boolean;
  onChange: Update;
}

const LineItemRow = memo(function LineItemRow({
  item,
  index,
  amountCents,
  descriptionError,
  quantityError,
  priceError,
  canRemove,
  onChange,
}: LineItemRowProps) {
  const patch = (fields: Partial<LineItemDraft>) =>
    onChange((current) => ({
      ...current,
      items: current.items.map((other) => (other.key === item.key ? { ...other, ...fields } : other)),
    }));
  return (
    <LineCard aria-label={`Line ${index + 1}`}>
      <TextField
        label={`Description, line ${index + 1}`}
        value={item.description}
        maxLength={LIMITS.description}
        error={descriptionError}
        onChange={(event) => patch({ description: event.target.value })}
      />
      <TextField
        label="Quantity"
        inputMode="decimal"
        value={item.quantity}
        error={quantityError}
        onChange={(event) => patch({ quantity: event.target.value })}
      />
      <TextField
        label="Unit price ($)"
        inputMode="decimal"
        value={item.unitPrice}
        error={priceError}
        onChange={(event) => patch({ unitPrice: event.target.value })}
      />
      <LineFoot>
        <span>Amount: {formatMoney(amountCents)}</span>
        {canRemove && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove line ${index + 1}`}
            onClick={() =>
              onChange((current) => ({
                ...current,
                items: current.items.filter((other) => other.key !== item.key),
              }))
            }
          >
            Remove
          </Button>
        )}
      </LineFoot>
    </LineCard>
  );
});

/** Every field of a document: business (with logo), customer, details of the kind, lines, tax, notes. */
export function DocumentForm({ draft, errors, lineAmounts, onChange }: DocumentFormProps) {
  const [logoError, setLogoError] = useState<string | null>(null);
  const logoId = useId();
  const set = <K extends keyof DocumentDraft>(key: K, value: DocumentDraft[K]) =>
    onChange((current) => ({ ...current, [key]: value }));

  const pickLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) {
      setLogoError('Choose a PNG or JPEG image.');
      return;
    }
    if (file.size > LIMITS.logoBytes) {
      setLogoError('Choose an image of at most 300 KB.');
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result !== 'string') return;
      setLogoError(null);
      onChange((current) => ({ ...current, business: { ...current.business, logo: String(reader.result) } }));
    };
    reader.onerror = () => setLogoError('That image could not be read. Try another file.');
    reader.readAsDataURL(file);
  };

  const kind = draft.kind;
  return (
    <Form noValidate aria-label="Document details" onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>Document</legend>
        <Pair>
          <TextField
            label="Title"
            value={draft.title}
            maxLength={LIMITS.title}
            error={errors.title}
            onChange={(event) => set('title', event.target.value)}
          />
          <TextField
            label="Number"
            value={draft.number}
            maxLength={LIMITS.number}
            error={errors.number}
            hint="Goes up by one for each new document."
            onChange={(event) => set('number', event.target.value)}
          />
        </Pair>
        <Pair>
          <TextField
            label={kind === 'receipt' ? 'Date paid' : 'Date'}
            type="date"
            value={draft.issueDate}
            onChange={(event) => set('issueDate', event.target.value)}
          />
          {kind === 'invoice' && (
            <TextField
              label="Due date"
              type="date"
              value={draft.dueDate}
              onChange={(event) => set('dueDate', event.target.value)}
            />
          )}
          {kind === 'receipt' && (
            <TextField
              label="Payment method"
              value={draft.paymentMethod}
              maxLength={LIMITS.paymentMethod}
              placeholder="Card, cash, check…"
              error={errors.paymentMethod}
              onChange={(event) => set('paymentMethod', event.target.value)}
            />
          )}
          {kind === 'work_order' && (
            <TextField
              label="Scheduled for"
              type="date"
              value={draft.scheduledDate}
              onChange={(event) => set('scheduledDate', event.target.value)}
            />
          )}
        </Pair>
        <SelectField
          label="Design"
          value={draft.template}
          onChange={(event) => set('template', event.target.value as DocumentDraft['template'])}
        >
          <option value="classic">Classic</option>
          <option value="modern">Modern</option>
          <option value="minimal">Minimal</option>
        </SelectField>
      </fieldset>

      <fieldset>
        <PartyFields
          who="business"
          legend="Your business"
          nameLabel="Business name"
          value={draft.business}
          nameError={errors['business.name']}
          emailError={errors['business.email']}
          phoneError={errors['business.phone']}
          addressError={errors['business.address']}
          onChange={onChange}
        />
        <LogoPicker>
          <LogoRow>
            <label htmlFor={logoId}>
              <strong>Logo</strong>
            </label>
            {draft.business.logo && <img src={draft.business.logo} alt="Your logo" />}
          </LogoRow>
          <input
            id={logoId}
            type="file"
            accept="image/png,image/jpeg"
            aria-describedby={`${logoId}-hint${logoError ? ` ${logoId}-error` : ''}`}
            aria-invalid={logoError ? true : undefined}
            onChange={pickLogo}
          />
          <FieldHint id={`${logoId}-hint`}>
            PNG or JPEG, at most 300 KB. It appears on the preview and the PDF.
          </FieldHint>
          {logoError && <FieldError id={`${logoId}-error`}>{logoError}</FieldError>}
          {draft.business.logo && (
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                onChange((current) => ({ ...current, business: { ...current.business, logo: null } }))
              }
            >
              Remove logo
            </Button>
          )}
        </LogoPicker>
      </fieldset>

      <fieldset>
        <PartyFields
          who="customer"
          legend="Customer"
          nameLabel="Customer name"
          value={draft.customer}
          nameError={errors['customer.name']}
          emailError={errors['customer.email']}
          phoneError={errors['customer.phone']}
          addressError={errors['customer.address']}
          onChange={onChange}
        />
      </fieldset>

      {kind === 'work_order' && (
        <fieldset>
          <legend>The job</legend>
          <TextAreaField
            label="Job site address"
            rows={2}
            value={draft.siteAddress}
            maxLength={LIMITS.address}
            error={errors.siteAddress}
            onChange={(event) => set('siteAddress', event.target.value)}
          />
          <TextAreaField
            label="Work to be done"
            value={draft.workDescription}
            maxLength={LIMITS.longText}
            error={errors.workDescription}
            onChange={(event) => set('workDescription', event.target.value)}
          />
        </fieldset>
      )}

      <fieldset>
        <legend>Line items</legend>
        {errors.items && <FieldError role="alert">{errors.items}</FieldError>}
        <Lines>
          {draft.items.map((item, index) => (
            <LineItemRow
              key={item.key}
              item={item}
              index={index}
              amountCents={lineAmounts[index] ?? 0}
              descriptionError={errors[`items.${index}.description`]}
              quantityError={errors[`items.${index}.quantity`]}
              priceError={errors[`items.${index}.unitPrice`]}
              canRemove={draft.items.length > 1}
              onChange={onChange}
            />
          ))}
        </Lines>
        <div>
          <Button
            variant="outline"
            disabled={draft.items.length >= LIMITS.lineItems}
            onClick={() => onChange((current) => ({ ...current, items: [...current.items, emptyLine()] }))}
          >
            Add line
          </Button>
          {draft.items.length >= LIMITS.lineItems && (
            <FieldHint>A document holds at most {LIMITS.lineItems} lines.</FieldHint>
          )}
        </div>
      </fieldset>

      <fieldset>
        <legend>Tax and discount</legend>
        <Pair>
          <TextField
            label="Tax rate (%)"
            inputMode="decimal"
            value={draft.taxRate}
            error={errors.taxRate}
            hint="Charged on the subtotal after the discount."
            onChange={(event) => set('taxRate', event.target.value)}
          />
          <SelectField
            label="Discount type"
            value={draft.discountType}
            onChange={(event) => set('discountType', event.target.value === 'amount' ? 'amount' : 'percent')}
          >
            <option value="percent">Percent of subtotal</option>
            <option value="amount">Fixed amount ($)</option>
          </SelectField>
        </Pair>
        <TextField
          label={draft.discountType === 'percent' ? 'Discount (%)' : 'Discount ($)'}
          inputMode="decimal"
          value={draft.discount}
          error={errors.discount}
          onChange={(event) => set('discount', event.target.value)}
        />
      </fieldset>

      <fieldset>
        <legend>Notes and terms</legend>
        <TextAreaField
          label="Notes"
          value={draft.notes}
          maxLength={LIMITS.longText}
          error={errors.notes}
          onChange={(event) => set('notes', event.target.value)}
        />
        <TextAreaField
          label="Terms"
          value={draft.terms}
          maxLength={LIMITS.longText}
          error={errors.terms}
          onChange={(event) => set('terms', event.target.value)}
        />
      </fieldset>
    </Form>
  );
}

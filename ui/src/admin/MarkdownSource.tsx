// A Markdown field's text as it is stored: the editor's source view, and the plain text box the
// field is while the editor loads or if it cannot be fetched (docs/editor.md).

interface Props {
  id: string;
  className: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
  lang?: string;
}

/** A text box of the field's Markdown, named by the field's label. */
export function MarkdownSource({ id, className, labelId, value, onChange, describedBy, invalid, lang }: Props) {
  return (
    <textarea
      id={id}
      className={className}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      lang={lang}
      rows={12}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

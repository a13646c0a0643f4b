// A Markdown field of the form (the news body, a policy page's text): its label, and the visual
// editor, whose code is a chunk of its own fetched the first time such a field is shown
// (docs/editor.md). Until it arrives, or if it cannot be fetched, the field is a plain text box
// holding the same Markdown, so nothing typed is lost either way.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { AdminT } from './useAdminT';
import { MarkdownSource } from './MarkdownSource';

const MarkdownEditor = lazy(() => import('./editor/MarkdownEditor'));

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
  lang?: string;
  t: AdminT;
}

/** Shows the plain text box instead of the editor when the editor's code failed to load. */
class PlainOnFailure extends Component<{ plain: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The text editor could not be loaded; the plain text box is used:', error);
  }

  render() {
    return this.state.failed ? this.props.plain : this.props.children;
  }
}

export default function MarkdownField({ id, label, value, onChange, describedBy, invalid, lang, t }: Props) {
  const labelId = `${id}-label`;
  const plain = (
    <MarkdownSource className="adm-editor-plain" {...{ id, labelId, value, onChange, describedBy, invalid, lang }} />
  );
  return (
    <>
      {/* Names the editable area (a div, which a <label> cannot name); a click puts the caret in it. */}
      <span className="adm-label" id={labelId} onClick={() => document.getElementById(id)?.focus()}>
        {label}
      </span>
      <PlainOnFailure plain={plain}>
        <Suspense fallback={plain}>
          <MarkdownEditor
            id={id}
            labelId={labelId}
            label={label}
            value={value}
            onChange={onChange}
            describedBy={describedBy}
            invalid={invalid}
            lang={lang}
            t={t}
          />
        </Suspense>
      </PlainOnFailure>
    </>
  );
}

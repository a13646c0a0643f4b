// The visual editor of a Markdown field (docs/editor.md), loaded in a chunk of its own the
// first time a form with such a field opens. It stores Markdown: the form's value is always
// the editor's Markdown, and a new value from outside (a reset, an item loaded, a restored
// draft) replaces the editor's content without counting as an edit.
//
// Odia typed with InScript, a phone's keyboard or any input method arrives as composition
// events, which ProseMirror handles itself: the component never writes into the editor while
// someone types, only when the value changes from outside.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  MdCode,
  MdFormatBold,
  MdFormatItalic,
  MdFormatListBulleted,
  MdFormatListNumbered,
  MdLink,
  MdLinkOff,
  MdRedo,
  MdTableChart,
  MdTextFields,
  MdTitle,
  MdUndo,
} from 'react-icons/md';
import { editorExtensions, isAllowedLink, markdownOf } from './extensions';
import { LINK_MESSAGE } from '../validation';
import type { AdminT } from '../useAdminT';
import { MarkdownSource } from '../MarkdownSource';
import './editor.css';

export interface MarkdownEditorProps {
  /** The editable area's id: the form's error summary and "focus the first wrong field" use it. */
  id: string;
  /** The id of the element naming the field (its visible label). */
  labelId: string;
  /** The field's name as the label says it, for the toolbar's own name. */
  label: string;
  value: string;
  onChange: (markdown: string) => void;
  describedBy?: string;
  invalid?: boolean;
  /** `or` for an Odia field. */
  lang?: string;
  t: AdminT;
}

/** What the toolbar shows as pressed or possible, read from the editor after each change. */
interface ToolState {
  heading: boolean;
  subheading: boolean;
  bold: boolean;
  italic: boolean;
  bullets: boolean;
  numbers: boolean;
  link: boolean;
  table: boolean;
  undo: boolean;
  redo: boolean;
}

const readState = (editor: Editor | null): ToolState => ({
  heading: !!editor?.isActive('heading', { level: 2 }),
  subheading: !!editor?.isActive('heading', { level: 3 }),
  bold: !!editor?.isActive('bold'),
  italic: !!editor?.isActive('italic'),
  bullets: !!editor?.isActive('bulletList'),
  numbers: !!editor?.isActive('orderedList'),
  link: !!editor?.isActive('link'),
  table: !!editor?.isActive('table'),
  undo: !!editor?.can().undo(),
  redo: !!editor?.can().redo(),
});

interface Tool {
  key: string;
  /** The English name (translated), the button's accessible name and tooltip. */
  name: string;
  icon?: ReactNode;
  /** Shown beside the icon, or alone (the table's buttons). */
  text?: string;
  pressed?: boolean;
  disabled?: boolean;
  expanded?: boolean;
  run: () => void;
}

export default function MarkdownEditor({ id, labelId, label, value, onChange, describedBy, invalid, lang, t }: MarkdownEditorProps) {
  const own = useId();
  // The Markdown the editor last gave the form, or was last given: a value that differs came
  // from outside and replaces the content.
  const last = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [source, setSource] = useState(false);
  const [linking, setLinking] = useState(false);
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(lang ? { lang } : {}),
    class: 'adm-editor-text',
    spellcheck: 'true',
  };
  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    contentType: 'markdown',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => {
      const markdown = markdownOf(e);
      last.current = markdown;
      onChangeRef.current(markdown);
    },
  });
  const state = useEditorState({ editor, selector: ({ editor: e }) => readState(e) }) ?? readState(null);

  // The label, description and invalid mark follow the form (a refused save marks the field).
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) as Record<string, string> } });
  }, [editor, attributeKey]);

  // A value from outside: the form was reset, an item loaded, a draft restored.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === last.current) return;
    last.current = value;
    editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
  }, [editor, value]);

  const chain = () => editor!.chain().focus();
  const inSource = source;
  const tools: Tool[] = [
    { key: 'heading', name: t('Heading'), icon: <MdTitle />, pressed: state.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'subheading', name: t('Subheading'), icon: <MdTextFields />, pressed: state.subheading, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bold', name: t('Bold'), icon: <MdFormatBold />, pressed: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', name: t('Italic'), icon: <MdFormatItalic />, pressed: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'bullets', name: t('Bulleted list'), icon: <MdFormatListBulleted />, pressed: state.bullets, run: () => chain().toggleBulletList().run() },
    { key: 'numbers', name: t('Numbered list'), icon: <MdFormatListNumbered />, pressed: state.numbers, run: () => chain().toggleOrderedList().run() },
    { key: 'link', name: t('Add a link'), icon: <MdLink />, expanded: linking, run: () => setLinking((open) => !open) },
    { key: 'unlink', name: t('Remove the link'), icon: <MdLinkOff />, disabled: !state.link, run: () => chain().extendMarkRange('link').unsetLink().run() },
    { key: 'table', name: t('Insert a table'), icon: <MdTableChart />, disabled: state.table, run: () => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run() },
    { key: 'undo', name: t('Undo'), icon: <MdUndo />, disabled: !state.undo, run: () => chain().undo().run() },
    { key: 'redo', name: t('Redo'), icon: <MdRedo />, disabled: !state.redo, run: () => chain().redo().run() },
  ].map((tool) => (inSource ? { ...tool, disabled: true } : tool));
  const tableTools: Tool[] = state.table && !inSource
    ? [
        { key: 'row', name: t('Add a row'), text: t('+ Row'), run: () => chain().addRowAfter().run() },
        { key: 'column', name: t('Add a column'), text: t('+ Column'), run: () => chain().addColumnAfter().run() },
        { key: 'delete-row', name: t('Delete the row'), text: t('− Row'), run: () => chain().deleteRow().run() },
        { key: 'delete-column', name: t('Delete the column'), text: t('− Column'), run: () => chain().deleteColumn().run() },
        { key: 'delete-table', name: t('Delete the table'), text: t('− Table'), run: () => chain().deleteTable().run() },
      ]
    : [];
  const sourceTool: Tool = {
    key: 'source',
    name: t('Markdown source'),
    icon: <MdCode />,
    pressed: source,
    run: () => {
      setLinking(false);
      setSource((on) => !on);
    },
  };
  const all = [...tools, sourceTool, ...tableTools];

  // One stop in the Tab order: arrow keys, Home and End move along the toolbar (a roving
  // tabindex); the stop is the button last used, or the first one that can be used.
  const [current, setCurrent] = useState('heading');
  const usable = all.filter((tool) => !tool.disabled);
  const stop = usable.some((tool) => tool.key === current) ? current : usable[0]?.key;
  const bar = useRef<HTMLDivElement>(null);
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    event.preventDefault();
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
    if (buttons.length === 0) return;
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next].focus();
  };

  const button = (tool: Tool) => (
    <button
      key={tool.key}
      type="button"
      className={tool.text ? 'adm-tool adm-tool-text' : 'adm-tool'}
      aria-label={tool.name}
      title={tool.name}
      aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
      aria-expanded={tool.expanded === undefined ? undefined : tool.expanded}
      aria-controls={tool.expanded === undefined ? undefined : `${own}-link`}
      disabled={tool.disabled}
      tabIndex={tool.key === stop ? 0 : -1}
      onFocus={() => setCurrent(tool.key)}
      // The editor keeps its selection: pressing a button must not take the focus first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={tool.run}
    >
      {tool.icon && <span aria-hidden="true">{tool.icon}</span>}
      {tool.text && <span aria-hidden="true">{tool.text}</span>}
    </button>
  );

  return (
    <div className={invalid ? 'adm-editor adm-editor-invalid' : 'adm-editor'}>
      <div
        ref={bar}
        role="toolbar"
        aria-label={t('Text tools: {{field}}', { field: label })}
        aria-controls={id}
        className="adm-editor-toolbar"
        onKeyDown={onToolbarKey}
      >
        {tools.map(button)}
        {button(sourceTool)}
        {/* The table's own buttons, on a row of their own while the caret is in a table. */}
        {tableTools.length > 0 && (
          <span role="group" aria-label={t('Table')} className="adm-tool-group">
            {tableTools.map(button)}
          </span>
        )}
      </div>
      {linking && editor && (
        <LinkForm
          id={`${own}-link`}
          editor={editor}
          t={t}
          onDone={() => {
            setLinking(false);
            editor.commands.focus();
          }}
          onCancel={() => {
            setLinking(false);
            bar.current?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
          }}
        />
      )}
      {source ? (
        <MarkdownSource className="adm-editor-source" {...{ id, labelId, value, onChange, describedBy, invalid, lang }} />
      ) : (
        <EditorContent editor={editor} />
      )}
    </div>
  );
}

/** The address (and, with nothing selected, the text) of a new link; checked as the public page keeps links. */
function LinkForm({ id, editor, t, onDone, onCancel }: { id: string; editor: Editor; t: AdminT; onDone: () => void; onCancel: () => void }) {
  const { from, to, empty } = editor.state.selection;
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [text, setText] = useState(() => editor.state.doc.textBetween(from, to, ' '));
  const [wrong, setWrong] = useState(false);
  const address = useRef<HTMLInputElement>(null);
  useEffect(() => address.current?.focus(), []);
  const apply = () => {
    const url = href.trim();
    if (!isAllowedLink(url)) {
      setWrong(true);
      address.current?.focus();
      return;
    }
    if (empty) {
      const shown = text.trim() || url;
      editor.chain().focus().insertContent({ type: 'text', text: shown, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter') {
      // Enter applies the link; it must not submit the item's form.
      event.preventDefault();
      apply();
    }
  };
  return (
    <div id={id} role="group" aria-label={t('Add a link')} className="adm-editor-link" onKeyDown={onKeyDown}>
      {empty && (
        <div className="adm-field">
          <label htmlFor={`${id}-text`}>{t('Link text')}</label>
          <input id={`${id}-text`} type="text" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        </div>
      )}
      <div className="adm-field">
        <label htmlFor={`${id}-href`}>{t('Link address')}</label>
        <input
          ref={address}
          id={`${id}-href`}
          type="text"
          inputMode="url"
          autoComplete="off"
          value={href}
          aria-invalid={wrong ? true : undefined}
          aria-describedby={wrong ? `${id}-error` : `${id}-hint`}
          onChange={(e) => {
            setHref(e.target.value);
            setWrong(false);
          }}
        />
        {wrong ? (
          <p className="adm-field-error" id={`${id}-error`}>
            {t(LINK_MESSAGE)}
          </p>
        ) : (
          <p className="adm-hint" id={`${id}-hint`}>
            {t('A full web address, or a page of this site starting with /.')}
          </p>
        )}
      </div>
      <div className="adm-actions">
        <button type="button" className="adm-button adm-primary" onClick={apply}>
          {t('Apply the link')}
        </button>
        <button type="button" className="adm-button adm-secondary" onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </div>
  );
}

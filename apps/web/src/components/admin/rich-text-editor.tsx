import * as ToolbarPrimitive from '@radix-ui/react-toolbar';
import Image from '@tiptap/extension-image';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  AlignLeft,
  AlignRight,
  Bold,
  FileUp,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Underline,
  Undo2,
} from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { convertDocx, uploadContentImage } from '../../lib/admin/upload-image';
import { FieldError } from '../ui/field';
import { ImageAltPrompt } from './image-alt-prompt';
import { refusalOf } from './media-field';

/** Images carry a left or right style (data-align), which the sanitizers on both sides keep. */
const AlignedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      align: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-align'),
        renderHTML: (attributes) => (attributes.align ? { 'data-align': attributes.align } : {}),
      },
    };
  },
});

/**
 * Puts a picture where the caret is, then the caret after it: left selected, the picture went with
 * the next key pressed (an article was published without its picture). A picture that ends the text
 * gets an empty paragraph after it to write in.
 */
export function insertImage(editor: Editor, image: { src: string; alt: string }) {
  editor
    .chain()
    .focus()
    .setImage(image)
    .command(({ tr }) => {
      const { selection } = tr;
      if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return true;
      const after = selection.to;
      if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
        tr.insert(after, editor.schema.nodes.paragraph!.create());
      }
      tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
      return true;
    })
    .run();
}

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** Offers "import from .docx", which replaces the content with the converted document. */
  docxImport?: boolean;
  /** Where a picture is uploaded; answers its address (e-mails need their own formats). */
  uploadImage?: (file: File) => Promise<string>;
}

type Problem = 'upload' | 'docx' | 'imageType' | null;

function ToolButton({
  icon: Icon,
  label,
  active = false,
  disabled = false,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <ToolbarPrimitive.Button
      type="button"
      className="rich-text__tool"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon aria-hidden="true" size={18} />
    </ToolbarPrimitive.Button>
  );
}

function useToolState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      image: current.isActive('image'),
      imageAlign: current.getAttributes('image').align as string | null,
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
}

function Toolbar({ editor, onImage, onDocx }: { editor: Editor; onImage: () => void; onDocx?: () => void }) {
  const { t } = useTranslation('admin');
  const state = useToolState(editor);
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('editor.linkPrompt'), current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const align = (side: 'left' | 'right') =>
    chain()
      .updateAttributes('image', { align: state.imageAlign === side ? null : side })
      .run();

  return (
    // One Tab stop: the arrow keys, Home and End move between the tools, and Tab goes on to the text.
    <ToolbarPrimitive.Root className="rich-text__toolbar" aria-label={t('editor.toolbar')} loop>
      <ToolButton icon={Bold} label={t('editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton
        icon={Italic}
        label={t('editor.italic')}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        icon={Underline}
        label={t('editor.underline')}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        icon={Heading2}
        label={t('editor.heading2')}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        icon={Heading3}
        label={t('editor.heading3')}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton
        icon={List}
        label={t('editor.bullets')}
        active={state.bullets}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        icon={ListOrdered}
        label={t('editor.numbers')}
        active={state.numbers}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        icon={Quote}
        label={t('editor.quote')}
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolButton icon={Link2} label={t('editor.link')} active={state.link} onClick={setLink} />
      <ToolButton icon={ImagePlus} label={t('editor.image')} onClick={onImage} />
      <ToolButton
        icon={AlignLeft}
        label={t('editor.imageLeft')}
        active={state.imageAlign === 'left'}
        disabled={!state.image}
        onClick={() => align('left')}
      />
      <ToolButton
        icon={AlignRight}
        label={t('editor.imageRight')}
        active={state.imageAlign === 'right'}
        disabled={!state.image}
        onClick={() => align('right')}
      />
      <ToolButton
        icon={Undo2}
        label={t('editor.undo')}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        icon={Redo2}
        label={t('editor.redo')}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      {onDocx && <ToolButton icon={FileUp} label={t('editor.docx')} onClick={onDocx} />}
    </ToolbarPrimitive.Root>
  );
}

/**
 * The back office's rich-text editor (Tiptap): 500 px high, images uploaded as soon as they are
 * chosen, left and right image styles, and optionally a .docx import. It edits HTML; the server
 * sanitizes whatever it receives.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  docxImport = false,
  uploadImage = uploadContentImage,
}: RichTextEditorProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const imageInput = useRef<HTMLInputElement>(null);
  const docxInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'image' | 'docx' | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  // An uploaded picture waiting for its alternative text before it goes into the text.
  const [uploaded, setUploaded] = useState<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // What the editor reported that the form may not have handed back yet: the form's value can lag a
  // keystroke or two behind the editor, and such a late value must not replace what was typed since.
  const reported = useRef(new Set<string>());
  const report = (html: string) => {
    reported.current.add(html);
    onChangeRef.current(html);
  };

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), AlignedImage],
    content: value,
    editorProps: {
      attributes: {
        id,
        class: 'rich-text__content prose',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: current }) => report(current.isEmpty ? '' : current.getHTML()),
  });

  // Content from outside (an edit form's saved item, a form emptied after publishing) replaces what the
  // editor shows; the editor's own reports coming back late do not.
  useEffect(() => {
    if (!editor) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (value === shown) {
      reported.current.clear();
      return;
    }
    if (reported.current.has(value)) return;
    reported.current.clear();
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  async function uploadChosenImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    if (refusalOf(file, 'image')) {
      setProblem('imageType');
      return;
    }
    setBusy('image');
    setProblem(null);
    try {
      setUploaded(await uploadImage(file));
    } catch {
      setProblem('upload');
    } finally {
      setBusy(null);
    }
  }

  async function importDocx(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    if (!editor.isEmpty && !window.confirm(t('editor.docxReplace'))) return;
    setBusy('docx');
    setProblem(null);
    try {
      const html = await convertDocx(file);
      editor.commands.setContent(html);
      report(editor.isEmpty ? '' : editor.getHTML());
    } catch {
      setProblem('docx');
    } finally {
      setBusy(null);
    }
  }

  const problemText =
    problem === 'upload'
      ? t('editor.uploadFailed')
      : problem === 'imageType'
        ? t('media.wrongType.image', { name: '' })
        : problem === 'docx'
          ? t('editor.docxFailed')
          : null;

  return (
    <div className="field rich-text" data-invalid={Boolean(error)}>
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      {editor && (
        <Toolbar
          editor={editor}
          onImage={() => imageInput.current?.click()}
          onDocx={docxImport ? () => docxInput.current?.click() : undefined}
        />
      )}
      {uploaded && editor && (
        <ImageAltPrompt
          src={uploaded}
          onInsert={(alt) => {
            setUploaded(null);
            insertImage(editor, { src: uploaded, alt });
          }}
          onCancel={() => {
            setUploaded(null);
            editor.commands.focus();
          }}
        />
      )}
      <EditorContent editor={editor} className="rich-text__frame" />
      <input ref={imageInput} type="file" accept="image/*" hidden onChange={(event) => void uploadChosenImage(event)} />
      {docxImport && (
        <input
          ref={docxInput}
          type="file"
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          hidden
          onChange={(event) => void importDocx(event)}
        />
      )}
      {busy && (
        <span className="field-hint" role="status">
          {busy === 'image' ? t('editor.uploading') : t('editor.converting')}
        </span>
      )}
      {problemText && (
        <span className="field-error" role="alert">
          {problemText}
        </span>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

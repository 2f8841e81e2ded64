import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { RICH_TEXT_CLASS } from './richTextClass.ts'
import { useControlKeys } from '../shell/useControlKeys.ts'
import { t } from '../../domain/i18n/index.ts'

export interface RichTextProps {
  id: string
  /** HTML ('' when empty). */
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  label: string
  describedBy?: string
  invalid?: boolean
  dir?: 'ltr' | 'rtl'
  lang?: string
}

interface Tool {
  key: string
  label: string
  keys?: string
  icon: LucideIcon
  active?: (e: Editor) => boolean
  run: (e: Editor) => void
}

const TOOLS: Tool[] = [
  {
    key: 'bold',
    label: 'Bold',
    keys: 'Ctrl+B',
    icon: Bold,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'Italic',
    keys: 'Ctrl+I',
    icon: Italic,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    label: 'Underline',
    keys: 'Ctrl+U',
    icon: Underline,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'h2',
    label: 'Heading',
    keys: 'Ctrl+Alt+2',
    icon: Heading2,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    label: 'Subheading',
    keys: 'Ctrl+Alt+3',
    icon: Heading3,
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bullets',
    label: 'Bulleted list',
    keys: 'Ctrl+Shift+8',
    icon: List,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'numbers',
    label: 'Numbered list',
    keys: 'Ctrl+Shift+7',
    icon: ListOrdered,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'quote',
    label: 'Quote',
    keys: 'Ctrl+Shift+B',
    icon: Quote,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { key: 'link', label: 'Link', icon: Link2, active: (e) => e.isActive('link'), run: () => {} },
  { key: 'undo', label: 'Undo', keys: 'Ctrl+Z', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', label: 'Redo', keys: 'Ctrl+Shift+Z', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
]

/**
 * Rich text with Tiptap: the HTML the server sanitizes and the website shows. The editor is one Tab stop;
 * its toolbar another (a WAI-ARIA toolbar: arrows move between buttons, Alt+F10 reaches it from the text,
 * Esc goes back); every format also has its key (listed in each button's name).
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  label,
  describedBy,
  invalid,
  dir = 'ltr',
  lang,
}: RichTextProps) {
  const [linking, setLinking] = useState<string | null>(null)
  const [tool, setTool] = useState(0)
  const toolbarRef = useRef<HTMLDivElement>(null)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value || '',
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        dir,
        ...(lang ? { lang } : {}),
        class: `min-h-32 max-h-[28rem] overflow-y-auto px-3 py-2 focus:outline-none ${RICH_TEXT_CLASS}`,
      },
      // Ctrl/Cmd+Enter saves the form (its shortcut on the document): ProseMirror leaves it alone instead of
      // breaking the line and marking the key handled
      handleDOMEvents: { keydown: (_view, event) => (event.ctrlKey || event.metaKey) && event.key === 'Enter' },
      handleKeyDown: (_view, event) => {
        if (event.altKey && event.key === 'F10') {
          event.preventDefault()
          toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[tool]?.focus()
          return true
        }
        return false
      },
    },
  })
  // a value set from outside (the record loaded, the form reset) replaces the text without counting as an edit
  useEffect(() => {
    if (!editor) return
    const now = editor.isEmpty ? '' : editor.getHTML()
    if ((value || '') !== now) editor.commands.setContent(value || '', { emitUpdate: false })
  }, [editor, value])
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? TOOLS.map((t) => t.active?.(e) ?? false) : []),
  })
  const group = t('shell.richTextKeys.group')
  // The text's own keys are ProseMirror's (the formatting, Alt+F10 above): declared for the '?' help.
  useControlKeys('rich-text', [
    {
      id: 'rich-text.toolbar',
      title: t('shell.richTextKeys.toolbar'),
      group,
      shortcut: 'alt+f10',
      run: () => false,
    },
    ...TOOLS.flatMap(({ key, label: title, keys }) => {
      const spec = keys?.toLowerCase()
      return spec
        ? [
            {
              id: `rich-text.${key}`,
              title,
              group,
              shortcut: `${spec},${spec.replace('ctrl+', 'command+')}`,
              run: () => false,
            },
          ]
        : []
    }),
  ])
  // the link's address field keeps its keys
  const onToolbar = (e: KeyboardEvent) => (e.target as HTMLElement).tagName === 'BUTTON'
  const step = (by: number) => (e: KeyboardEvent) => {
    if (!onToolbar(e)) return false
    const next = (tool + (dir === 'rtl' ? -by : by) + TOOLS.length) % TOOLS.length
    setTool(next)
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus()
  }
  const toolbarKeys = useControlKeys('rich-text-toolbar', [
    { id: 'rich-text.tool.next', title: t('shell.richTextKeys.nextTool'), group, shortcut: 'right', run: step(1) },
    {
      id: 'rich-text.tool.previous',
      title: t('shell.richTextKeys.previousTool'),
      group,
      shortcut: 'left',
      run: step(-1),
    },
    {
      id: 'rich-text.tool.back',
      title: t('shell.richTextKeys.backToText'),
      group,
      shortcut: 'esc',
      run: (e) => {
        if (!onToolbar(e)) return false
        e.stopPropagation()
        editor?.commands.focus()
      },
    },
  ])
  const linkKeys = useControlKeys(
    'rich-text-link',
    linking === null
      ? []
      : [
          {
            id: 'rich-text.link.apply',
            title: t('shell.richTextKeys.applyLink'),
            group,
            shortcut: 'enter',
            run: () => applyLink(linking),
          },
          {
            id: 'rich-text.link.cancel',
            title: t('shell.richTextKeys.cancelLink'),
            group,
            shortcut: 'esc',
            run: (e) => {
              e.stopPropagation()
              setLinking(null)
              editor?.commands.focus()
            },
          },
        ],
  )
  if (!editor) return null
  const applyLink = (href: string) => {
    const chain = editor.chain().focus().extendMarkRange('link')
    if (href.trim()) chain.setLink({ href: href.trim() }).run()
    else chain.unsetLink().run()
    setLinking(null)
  }
  return (
    <div
      className={`mt-1 rounded-md border bg-white focus-within:border-brand ${invalid ? 'border-red-400' : 'border-slate-300'}`}
    >
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={`${label}: formatting`}
        aria-controls={id}
        {...toolbarKeys}
        className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 px-1 py-1"
      >
        {TOOLS.map((t, i) => (
          <button
            key={t.key}
            type="button"
            tabIndex={i === tool ? 0 : -1}
            aria-label={t.keys ? `${t.label} (${t.keys})` : t.label}
            title={t.keys ? `${t.label} (${t.keys})` : t.label}
            aria-pressed={t.active ? !!active?.[i] : undefined}
            onFocus={() => setTool(i)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() =>
              t.key === 'link'
                ? setLinking((editor.getAttributes('link').href as string | undefined) ?? 'https://')
                : t.run(editor)
            }
            className={`rounded p-1.5 text-slate-600 hover:bg-slate-100 aria-pressed:bg-slate-200 aria-pressed:text-slate-900 ${t.key === 'undo' ? 'ms-2' : ''}`}
          >
            <t.icon className="size-4" aria-hidden />
          </button>
        ))}
        {linking !== null && (
          <input
            autoFocus
            aria-label="Link address"
            value={linking}
            onChange={(e) => setLinking(e.target.value)}
            {...linkKeys}
            placeholder="https://… (empty removes the link), Enter"
            className="ms-1 h-7 min-w-56 flex-1 rounded border border-slate-300 px-2 text-sm"
          />
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}

/**
 * The body editor's toolbar (WAI-ARIA APG toolbar pattern): one Tab stop, arrow keys, Home and
 * End move between the buttons; toggles say whether they are on with `aria-pressed`; every button
 * has a visible text name.
 */
import type { Editor } from "@tiptap/core";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { EDITOR_TEXT } from "./content_copy.ts";

/** Props of {@linkcode EditorToolbar}. */
export interface EditorToolbarProps {
  editor: Editor;
  /** Id of the editable area the toolbar formats. */
  controls: string;
  onLink: () => void;
  onImage: () => void;
}

interface Tool {
  label: string;
  run: () => void;
  pressed?: boolean;
  disabled?: boolean;
  /** Starts a new group (a separator before it). */
  group?: boolean;
}

/** What the buttons show for the editor's selection. */
function toolbarState(e: Editor) {
  return {
    h2: e.isActive("heading", { level: 2 }),
    h3: e.isActive("heading", { level: 3 }),
    bold: e.isActive("bold"),
    italic: e.isActive("italic"),
    bullet: e.isActive("bulletList"),
    ordered: e.isActive("orderedList"),
    link: e.isActive("link"),
    quote: e.isActive("blockquote"),
    inTable: e.isActive("table"),
    canUndo: e.can().undo(),
    canRedo: e.can().redo(),
  };
}

type ToolbarState = ReturnType<typeof toolbarState>;

/** {@linkcode toolbarState}, updated after every transaction that changes it. */
function useToolbarState(editor: Editor): ToolbarState {
  const [state, setState] = useState(() => toolbarState(editor));
  useEffect(() => {
    function update() {
      const next = toolbarState(editor);
      setState((current) =>
        (Object.keys(next) as (keyof ToolbarState)[]).every((key) => current[key] === next[key])
          ? current
          : next
      );
    }
    editor.on("transaction", update);
    return () => {
      editor.off("transaction", update);
    };
  }, [editor]);
  return state;
}

/** The toolbar. */
export function EditorToolbar({ editor, controls, onLink, onImage }: EditorToolbarProps) {
  const state = useToolbarState(editor);
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      label: EDITOR_TEXT.h2,
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: EDITOR_TEXT.h3,
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: EDITOR_TEXT.bold,
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
      group: true,
    },
    { label: EDITOR_TEXT.italic, pressed: state.italic, run: () => chain().toggleItalic().run() },
    {
      label: EDITOR_TEXT.bulletList,
      pressed: state.bullet,
      run: () => chain().toggleBulletList().run(),
      group: true,
    },
    {
      label: EDITOR_TEXT.orderedList,
      pressed: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: EDITOR_TEXT.quote, pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    { label: EDITOR_TEXT.link, pressed: state.link, run: onLink, group: true },
    { label: EDITOR_TEXT.image, run: onImage },
    {
      label: EDITOR_TEXT.table,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      disabled: state.inTable,
      group: true,
    },
    { label: EDITOR_TEXT.addRow, run: () => chain().addRowAfter().run(), disabled: !state.inTable },
    {
      label: EDITOR_TEXT.deleteRow,
      run: () => chain().deleteRow().run(),
      disabled: !state.inTable,
    },
    {
      label: EDITOR_TEXT.deleteTable,
      run: () => chain().deleteTable().run(),
      disabled: !state.inTable,
    },
    {
      label: EDITOR_TEXT.undo,
      run: () => chain().undo().run(),
      disabled: !state.canUndo,
      group: true,
    },
    { label: EDITOR_TEXT.redo, run: () => chain().redo().run(), disabled: !state.canRedo },
  ];

  // Roving tab stop: the last button used keeps it, or the first one that can be used.
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = tools.map((tool, index) => tool.disabled ? -1 : index).filter((i) => i >= 0);
  const stop = enabled.includes(current) ? current : enabled[0] ?? 0;

  function handleKeyDown(event: KeyboardEvent) {
    const position = enabled.indexOf(stop);
    const next = event.key === "ArrowRight"
      ? enabled[(position + 1) % enabled.length]
      : event.key === "ArrowLeft"
      ? enabled[(position - 1 + enabled.length) % enabled.length]
      : event.key === "Home"
      ? enabled[0]
      : event.key === "End"
      ? enabled[enabled.length - 1]
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  }

  return (
    <div
      className="content-toolbar"
      role="toolbar"
      aria-label={EDITOR_TEXT.toolbar}
      aria-controls={controls}
      onKeyDown={handleKeyDown}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          className={`content-toolbar__button${
            tool.group ? " content-toolbar__button--group" : ""
          }`}
          tabIndex={index === stop ? 0 : -1}
          aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
          disabled={tool.disabled}
          onFocus={() => setCurrent(index)}
          // Keeps the editor's selection: a mouse press would move focus off the text first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.run}
        >
          {tool.label}
        </button>
      ))}
    </div>
  );
}

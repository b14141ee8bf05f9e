/**
 * The control of a choice field (shared/schemas/field_kinds.ts `choice`): a select of the titles
 * of collection `from`'s items (an insight's Category from the insight categories), read from the
 * staff API when the editor opens. Until they arrive, and for a stored value the list no longer
 * has, the current value is offered as it is, so nothing changes unless staff choose.
 */
import { useEffect, useState } from "react";
import { controlAria, Field } from "../../../components/forms/field.tsx";
import {
  collectionDefinition,
  type ContentCollection,
  contentTitle,
} from "../../../content/collections/registry.ts";
import { listItems } from "./content_api.ts";
import { CHOICE_TEXT } from "./content_copy.ts";

/** Props of {@linkcode ChoiceSelect}. */
export interface ChoiceSelectProps {
  id: string;
  /** The field's name. */
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** The collection whose items' titles are offered. */
  from: ContentCollection;
  value: string;
  onChange: (value: string) => void;
}

/** A select of a managed list's entries. */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { id, from, value } = props;
  const [titles, setTitles] = useState<string[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    listItems(from, controller.signal).then(
      (items) =>
        setTitles(
          items.map((item) => contentTitle(from, item)).sort((a, b) => a.localeCompare(b, "en-GB")),
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Reading the list failed", error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [from]);
  const options = titles ?? [];
  const listLabel = collectionDefinition(from).label;
  const error = props.error ?? (failed ? CHOICE_TEXT.loadFailed(listLabel) : undefined);
  return (
    <Field id={id} label={props.label} hint={props.hint} error={error}>
      <select
        id={id}
        name={props.name}
        className="input"
        value={value}
        required
        aria-busy={titles === undefined && !failed ? true : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        {...controlAria(id, { error, hint: props.hint })}
      >
        {value ? null : <option value="">{CHOICE_TEXT.choose}</option>}
        {value && !options.includes(value)
          ? (
            <option value={value}>
              {titles === undefined ? value : CHOICE_TEXT.notInList(value)}
            </option>
          )
          : null}
        {options.map((title) => <option key={title} value={title}>{title}</option>)}
      </select>
    </Field>
  );
}

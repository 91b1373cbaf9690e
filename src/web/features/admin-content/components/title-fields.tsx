import { LIMITS } from "../../../../shared/constants.js";
import { FormField } from "../../../components/ui/form-field.js";

export interface TitleFieldsChange {
  title?: string;
  description?: string;
}

export interface TitleFieldsProps {
  title: string;
  /** Left out for records without a description (posts). */
  description?: { value: string; rows: number };
  /** Edit mode puts the cursor in the title. */
  autoFocus?: boolean;
  onChange: (change: TitleFieldsChange) => void;
}

/** The fields every admin form starts with: Title (required) and, for podcasts and items, Description. */
export function TitleFields({ title, description, autoFocus, onChange }: TitleFieldsProps) {
  return (
    <>
      <FormField
        label="Title"
        name="title"
        required
        autoFocus={autoFocus}
        limit={LIMITS.title}
        value={title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      {description ? (
        <FormField
          multiline
          label="Description"
          name="description"
          rows={description.rows}
          limit={LIMITS.description}
          value={description.value}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      ) : null}
    </>
  );
}

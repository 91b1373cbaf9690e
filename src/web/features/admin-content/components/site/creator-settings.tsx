import { Save } from "lucide-react";
import { useState, type FormEvent } from "react";

import { parseImageUrl } from "../../../../../shared/images.js";
import { CREATOR_LIMITS, SOCIAL_NETWORK_INFO, SOCIAL_NETWORKS, type Creator, type SocialNetwork } from "../../../../../shared/site.js";
import { Button } from "../../../../components/ui/button.js";
import { FormField } from "../../../../components/ui/form-field.js";
import { reportAction } from "../../../../lib/feedback.js";
import { useSaveCreator } from "../../site-api.js";
import { ImageField, PHOTO_LABELS } from "../image-field.js";

/** What each profile's field shows as an example. */
const PLACEHOLDERS: Record<SocialNetwork, string> = {
  linkedin: "https://www.linkedin.com/in/…",
  x: "https://x.com/…",
  youtube: "https://www.youtube.com/@…",
  facebook: "https://www.facebook.com/…",
  instagram: "https://www.instagram.com/…",
  website: "https://…",
};

/** The creator's photo: chosen and described like a post's images (the same dialog), shown, changed or taken off. */
function PhotoField({ url, onChange, disabled }: { url: string | null; onChange: (url: string | null) => void; disabled: boolean }) {
  return (
    <ImageField
      url={url}
      onChange={onChange}
      disabled={disabled}
      title="Photo"
      headingLevel="h2"
      hint="Shown square beside the name. Without one, the landing page shows its drawn portrait."
      alt="The current photo"
      sizes="160px"
      imageClassName="aspect-square w-40 rounded-sm border border-border object-cover"
      labels={PHOTO_LABELS}
    />
  );
}

/**
 * The creator's settings (docs/decisions/096): name, title, biography, photo
 * and social profiles, saved together. The server checks every field (an
 * address must be https on the network's own site); a refusal keeps what was
 * typed and names the field in the error toast.
 */
export function CreatorSettingsForm({ saved }: { saved: Creator }) {
  const [name, setName] = useState(saved.name ?? "");
  const [title, setTitle] = useState(saved.title ?? "");
  const [bio, setBio] = useState(saved.bio ?? "");
  const [photoUrl, setPhotoUrl] = useState(saved.photoUrl);
  const [profiles, setProfiles] = useState<Record<SocialNetwork, string>>(
    () => Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, saved.profiles[network] ?? ""])) as Record<SocialNetwork, string>,
  );
  const save = useSaveCreator();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reportAction(
      () =>
        save.mutateAsync({
          name,
          title,
          bio,
          photoImageId: photoUrl ? (parseImageUrl(photoUrl)?.id ?? null) : null,
          profiles,
        }),
      { success: "Creator settings saved.", errorTitle: "Error saving settings" },
    );
  };

  return (
    <form className="flex max-w-3xl flex-col gap-8" onSubmit={submit} noValidate>
      <div className="flex flex-col gap-4">
        <FormField label="Name" value={name} onChange={(event) => setName(event.target.value)} limit={CREATOR_LIMITS.name} autoComplete="off" />
        <FormField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          limit={CREATOR_LIMITS.title}
          placeholder="e.g. Retired Police Commander"
          autoComplete="off"
        />
        <FormField
          label="Biography (separate paragraphs with a blank line)"
          multiline
          rows={8}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          limit={CREATOR_LIMITS.bio}
        />
      </div>
      <PhotoField url={photoUrl} onChange={setPhotoUrl} disabled={save.isPending} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">Social profiles (the footer links to those that are set)</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <FormField
            key={network}
            label={SOCIAL_NETWORK_INFO[network].label}
            type="url"
            inputMode="url"
            value={profiles[network]}
            onChange={(event) => setProfiles((current) => ({ ...current, [network]: event.target.value }))}
            placeholder={PLACEHOLDERS[network]}
            limit={CREATOR_LIMITS.profileUrl}
            autoComplete="off"
          />
        ))}
      </fieldset>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        <Save aria-hidden="true" />
        {save.isPending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}

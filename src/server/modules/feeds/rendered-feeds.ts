/** Stands for a member's token in a feed rendered once for every member; XML escaping leaves it as it is. */
export const TOKEN_SLOT = "lobl-feed-token-slot-7f3a9c";

/**
 * Rendered feeds by audience, kept until the content version changes: a poll
 * after new content builds the feed once, and every other member's poll
 * reuses it. At most a few entries (members, visitors), so no eviction.
 */
export class RenderedFeeds {
  private readonly byAudience = new Map<string, { stamp: string; xml: Promise<string> }>();

  /** `stamp` null: no version is known, so the feed is built afresh and not kept. */
  get(audience: string, stamp: string | null, build: () => Promise<string>): Promise<string> {
    if (stamp === null) return build();
    const cached = this.byAudience.get(audience);
    if (cached?.stamp === stamp) return cached.xml;
    const xml = build();
    this.byAudience.set(audience, { stamp, xml });
    // A failed build is not kept: the next poll tries again.
    xml.catch(() => {
      if (this.byAudience.get(audience)?.xml === xml) this.byAudience.delete(audience);
    });
    return xml;
  }
}

import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";

import type { SessionUser } from "../../lib/session.js";
import { isSearchShortcut } from "../../lib/typing-target.js";
import { Button } from "../ui/button.js";
import { AdminLinks } from "./admin-links.js";
import { Brand } from "./brand.js";
import { NavItems } from "./nav-items.js";
import { NavSearch } from "./nav-search.js";

export interface NavbarProps {
  user?: SessionUser | null;
  onLogout?: () => void;
  /** Unread contact messages, for the admin links of the mobile menu (admins only). */
  adminUnread?: number | undefined;
}

/** Top bar: brand, and the session actions (inline from md up, in a collapsible menu below). */
export function Navbar({ user = null, onLogout = () => {}, adminUnread }: NavbarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const mobileSearchRef = useRef<HTMLInputElement>(null);
  const close = () => setOpen(false);

  // "/" focuses the search field (the bar's, or the mobile menu's, opening
  // it), except while typing in a field, where "/" is just a character.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      const inBar = searchRef.current;
      if (inBar && inBar.offsetParent !== null) {
        inBar.focus();
        inBar.select();
        return;
      }
      flushSync(() => setOpen(true));
      mobileSearchRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  // The open menu closes on Escape (focus back on its button) and on a tap or
  // click anywhere outside the navigation bar.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <nav ref={navRef} aria-label="Main" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex h-16 items-center justify-between gap-4">
          <Brand onClick={close} />
          <NavSearch ref={searchRef} className="hidden md:ml-auto md:block md:w-44 lg:w-64" />
          <NavItems user={user} onLogout={onLogout} className="hidden items-center gap-2 md:flex" />
          {/* Both icons, shown by aria-expanded: the reading pages' islands open the menu without React (docs/decisions/116). */}
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="group md:hidden"
            aria-label={open ? "Close menu" : "Open menu"}
            aria-expanded={open}
            aria-controls={menuId}
            data-menu-toggle=""
            onClick={() => setOpen((value) => !value)}
          >
            <Menu aria-hidden="true" className="size-6! group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden size-6! group-aria-expanded:block" />
          </Button>
        </div>
        <div id={menuId} hidden={!open} className="border-t border-border py-4 md:hidden">
          <NavSearch ref={mobileSearchRef} onNavigate={close} className="mb-4" />
          <NavItems user={user} onLogout={onLogout} onNavigate={close} className="flex flex-col items-stretch gap-2" />
          {user?.isAdmin ? (
            <div className="mt-4 border-t border-border pt-4">
              <p className="mb-2 px-3 text-xs font-semibold tracking-[0.2em] text-accent uppercase">Admin section</p>
              <AdminLinks unread={adminUnread} onNavigate={close} className="flex flex-col gap-1" />
            </div>
          ) : null}
        </div>
      </nav>
    </header>
  );
}

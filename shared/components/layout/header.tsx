/**
 * The fixed site header (docs/requirements.md#chrome): logo with a text fallback, the five links,
 * the services area, Contact Us, a shadow after 20 px of scroll, and a mobile menu that locks page
 * scrolling while open and closes on navigation.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { COMPANY_NAME } from "../../content/company.ts";
import { HEADER_SHADOW_THRESHOLD_PX } from "../../ui_constants.ts";
import { Icon } from "../icon.tsx";
import { HEADER_LINKS, SERVICE_LINKS } from "./navigation.ts";

/** Whether `href` is the current page or, for sections, an ancestor of it. */
function isCurrent(location: string, href: string): boolean {
  return href === "/" ? location === "/" : location === href || location.startsWith(`${href}/`);
}

/** The site header. */
export function Header() {
  const [location] = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const menuId = useId();
  const servicesId = useId();
  const servicesItem = useRef<HTMLLIElement>(null);
  const servicesButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(globalThis.scrollY > HEADER_SHADOW_THRESHOLD_PX);
    onScroll();
    globalThis.addEventListener("scroll", onScroll, { passive: true });
    return () => globalThis.removeEventListener("scroll", onScroll);
  }, []);

  // Navigation closes both menus (docs/requirements.md#header).
  useEffect(() => {
    setMenuOpen(false);
    setServicesOpen(false);
  }, [location]);

  // The services menu closes on Escape (focus back on its button, WAI-ARIA disclosure pattern)
  // and on a click or focus anywhere outside it.
  useEffect(() => {
    if (!servicesOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setServicesOpen(false);
      servicesButton.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!servicesItem.current?.contains(event.target as Node)) setServicesOpen(false);
    };
    globalThis.addEventListener("keydown", onKey);
    globalThis.addEventListener("pointerdown", onOutside);
    globalThis.addEventListener("focusin", onOutside);
    return () => {
      globalThis.removeEventListener("keydown", onKey);
      globalThis.removeEventListener("pointerdown", onOutside);
      globalThis.removeEventListener("focusin", onOutside);
    };
  }, [servicesOpen]);

  useEffect(() => {
    document.documentElement.classList.toggle("scroll-locked", menuOpen);
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    globalThis.addEventListener("keydown", onKey);
    return () => {
      globalThis.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove("scroll-locked");
    };
  }, [menuOpen]);

  return (
    <header className={`site-header${scrolled ? " site-header--scrolled" : ""}`}>
      <div className="container site-header__inner">
        <Link href="/" className="site-header__brand" aria-label={`${COMPANY_NAME} home`}>
          <Logo />
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            {HEADER_LINKS.map((link) =>
              link.href === "/services"
                ? (
                  <li
                    key={link.href}
                    ref={servicesItem}
                    className="site-nav__item site-nav__item--has-menu"
                  >
                    <Link
                      href={link.href}
                      className="site-nav__link"
                      aria-current={isCurrent(location, link.href) ? "page" : undefined}
                    >
                      {link.label}
                    </Link>
                    <button
                      ref={servicesButton}
                      type="button"
                      className="site-nav__disclosure"
                      aria-expanded={servicesOpen}
                      aria-controls={servicesId}
                      aria-label="Show service pages"
                      onClick={() => setServicesOpen((open) => !open)}
                    >
                      <Icon name="chevron-down" size={16} />
                    </button>
                    <ul id={servicesId} className="site-nav__submenu" hidden={!servicesOpen}>
                      {SERVICE_LINKS.map((service) => (
                        <li key={service.href}>
                          <Link href={service.href} className="site-nav__sublink">
                            {service.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                )
                : (
                  <li key={link.href} className="site-nav__item">
                    <Link
                      href={link.href}
                      className="site-nav__link"
                      aria-current={isCurrent(location, link.href) ? "page" : undefined}
                    >
                      {link.label}
                    </Link>
                  </li>
                )
            )}
          </ul>
        </nav>
        <Link href="/contact" className="button button--primary site-header__cta">
          Contact Us
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "x" : "menu"} />
          <span className="visually-hidden">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      <nav
        id={menuId}
        className="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
      >
        <ul className="mobile-menu__list">
          {HEADER_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="mobile-menu__link"
                aria-current={isCurrent(location, link.href) ? "page" : undefined}
              >
                {link.label}
              </Link>
              {link.href === "/services"
                ? (
                  <ul className="mobile-menu__sublist">
                    {SERVICE_LINKS.slice(1).map((service) => (
                      <li key={service.href}>
                        <Link href={service.href} className="mobile-menu__sublink">
                          {service.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )
                : null}
            </li>
          ))}
        </ul>
        <Link href="/contact" className="button button--primary button--block">Contact Us</Link>
      </nav>
    </header>
  );
}

/** The logo image; falls back to the text name when the image cannot load. */
function Logo() {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An error before hydration fires no React handler, so check the element once mounted.
  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return <span className="site-header__wordmark">{COMPANY_NAME}</span>;
  return (
    <img
      ref={image}
      src="/icons/logo.svg"
      alt={COMPANY_NAME}
      width={180}
      height={40}
      className="site-header__logo"
      // The page's hero image and stylesheet come first on a slow connection: the logo's box is
      // reserved, so its later arrival moves nothing (ADR 0012).
      fetchPriority="low"
      onError={() => setFailed(true)}
    />
  );
}

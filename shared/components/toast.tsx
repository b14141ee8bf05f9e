/**
 * Toast notifications (docs/requirements.md#toasts): one at a time, gone after 5000 ms, F8 moves
 * focus to the region, a sideways swipe of 50 px dismisses one (touch, pen or mouse). Destructive
 * toasts use role="alert" so they are announced at once.
 */
import {
  createContext,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_PX } from "../ui_constants.ts";
import { Icon } from "./icon.tsx";

/** One toast: a title, an optional description, and whether it reports a failure. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/** Shows a toast, replacing any toast already shown (limit 1, docs/requirements.md#constants). */
export type ShowToast = (toast: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Returns the function that shows a toast. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/** Provides {@linkcode useToast} and renders the notifications region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { key: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const region = useRef<HTMLElement>(null);
  const show = useCallback<ShowToast>((message) => {
    clearTimeout(timer.current);
    setToast({ ...message, key: Date.now() });
    timer.current = setTimeout(() => setToast(null), TOAST_DURATION_MS);
  }, []);
  const dismiss = () => {
    clearTimeout(timer.current);
    setToast(null);
  };
  // The swipe: where the pointer went down and how far sideways it has moved since (px), kept in
  // refs because the pointer can be released before React renders the last move; the state only
  // moves the toast with the finger.
  const swipeStart = useRef<number | null>(null);
  const swipeMoved = useRef(0);
  const [swipe, setSwipe] = useState(0);
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    // The close button handles its own press.
    if ((event.target as Element).closest("button")) return;
    swipeStart.current = event.clientX;
    swipeMoved.current = 0;
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (swipeStart.current === null) return;
    swipeMoved.current = event.clientX - swipeStart.current;
    setSwipe(swipeMoved.current);
  }
  function onPointerUp() {
    const moved = swipeMoved.current;
    onPointerCancel();
    if (Math.abs(moved) >= TOAST_SWIPE_PX) dismiss();
  }
  function onPointerCancel() {
    swipeStart.current = null;
    swipeMoved.current = 0;
    setSwipe(0);
  }
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === TOAST_HOTKEY) region.current?.focus();
    }
    globalThis.addEventListener("keydown", onKey);
    return () => globalThis.removeEventListener("keydown", onKey);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <section
        ref={region}
        className="toast-region"
        aria-label={`Notifications (${TOAST_HOTKEY})`}
        tabIndex={-1}
      >
        {toast
          ? (
            <div
              key={toast.key}
              className={`toast${toast.variant === "destructive" ? " toast--destructive" : ""}`}
              role={toast.variant === "destructive" ? "alert" : "status"}
              aria-atomic="true"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerCancel}
              style={swipe === 0 ? undefined : { transform: `translateX(${swipe}px)` }}
            >
              <div className="toast__body">
                <p className="toast__title">{toast.title}</p>
                {toast.description ? <p className="toast__text">{toast.description}</p> : null}
              </div>
              <button
                type="button"
                className="toast__close"
                onClick={dismiss}
                aria-label="Dismiss notification"
              >
                <Icon name="x" size={18} />
              </button>
            </div>
          )
          : null}
      </section>
    </ToastContext.Provider>
  );
}

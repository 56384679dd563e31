import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useState,
  type ComponentProps,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type { AlertDialog as RadixAlertDialog } from 'radix-ui';

type Parts = typeof RadixAlertDialog;

let loaded: Parts | undefined;
let loading: Promise<Parts> | undefined;

/**
 * Downloads Radix's alert dialog (with its focus trap and scroll lock, ~40 KB) once; a failed download
 * is tried again on the next call. Until then a page that only shows the dialog's trigger needs none of it.
 */
export function loadAlertDialog(): Promise<Parts> {
  return (loading ??= import('./alert-dialog-parts').then(
    (module) => (loaded = module.AlertDialog),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

interface Stand {
  /** The real parts, once this dialog has switched to them. */
  real?: Parts;
  /** The trigger was used: load the real dialog, switch to it and open. */
  requestOpen: () => void;
}

const StandContext = createContext<Stand | null>(null);

function Root({ children, ...props }: ComponentProps<Parts['Root']>) {
  // Chosen at mount when already downloaded; otherwise switched on the first request to open (the
  // trigger is then rendered by Radix, a new element: focus moves into the dialog anyway).
  const [real, setReal] = useState<Parts | undefined>(() => loaded);
  const [openedEarly, setOpenedEarly] = useState(false);
  const requestOpen = () => {
    loadAlertDialog().then(
      (parts) => {
        setReal(() => parts);
        setOpenedEarly(true);
        props.onOpenChange?.(true);
      },
      () => {}, // not downloadable (offline): the trigger stays as it is, a later use tries again
    );
  };
  if (!real) return <StandContext.Provider value={{ requestOpen }}>{children}</StandContext.Provider>;
  // An uncontrolled dialog opened through the stand-in starts open.
  const opened = props.open === undefined && openedEarly ? { defaultOpen: true } : {};
  return (
    <StandContext.Provider value={{ real, requestOpen }}>
      <real.Root {...props} {...opened}>
        {children}
      </real.Root>
    </StandContext.Provider>
  );
}

const prefetch = () => void loadAlertDialog().catch(() => {});

/** Until the real dialog is there: the same button (or `asChild` child), which starts its download when pointed at or focused. */
function Trigger({ asChild, children, ...props }: ComponentProps<Parts['Trigger']>) {
  const stand = useContext(StandContext);
  const Real = stand?.real?.Trigger;
  if (Real)
    return (
      <Real asChild={asChild} {...props}>
        {children}
      </Real>
    );
  const child =
    asChild && isValidElement(children) ? (children as ReactElement<Record<string, unknown>>) : null;
  const theirs = (child?.props ?? {}) as Partial<ComponentProps<'button'>>;
  const own = {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (e: PointerEvent<HTMLButtonElement>) => {
      theirs.onPointerEnter?.(e);
      props.onPointerEnter?.(e);
      prefetch();
    },
    onFocus: (e: FocusEvent<HTMLButtonElement>) => {
      theirs.onFocus?.(e);
      props.onFocus?.(e);
      prefetch();
    },
    onClick: (e: MouseEvent<HTMLButtonElement>) => {
      theirs.onClick?.(e);
      props.onClick?.(e);
      if (!e.defaultPrevented) stand?.requestOpen();
    },
  };
  if (child) return cloneElement(child, { ...props, ...own });
  return (
    <button type="button" {...props} {...own}>
      {children}
    </button>
  );
}

/** A part inside the dialog: nothing until the dialog has switched to the real parts (it is closed until then). */
function part<P extends object>(name: string, pick: (parts: Parts) => ComponentType<P>) {
  function Part(props: P) {
    const real = useContext(StandContext)?.real;
    if (!real) return null;
    const Real = pick(real);
    return <Real {...props} />;
  }
  Part.displayName = `LazyAlertDialog.${name}`;
  return Part;
}

/**
 * Radix's AlertDialog with the same parts and props, whose code downloads when the trigger is first
 * pointed at, focused or used rather than with the page (decision 300). Every part is Radix's own once
 * the dialog has been opened; before that only the trigger renders.
 */
export const AlertDialog = {
  Root,
  Trigger,
  Portal: part('Portal', (p) => p.Portal),
  Overlay: part('Overlay', (p) => p.Overlay),
  Content: part('Content', (p) => p.Content),
  Title: part('Title', (p) => p.Title),
  Description: part('Description', (p) => p.Description),
  Cancel: part('Cancel', (p) => p.Cancel),
  Action: part('Action', (p) => p.Action),
};

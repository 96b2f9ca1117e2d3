import { cloneElement, forwardRef, useLayoutEffect, useRef, type ReactElement, type Ref } from 'react';
import { useTheme } from '@mui/material/styles';
import type { TransitionProps } from '@mui/material/transitions';
import { useForkRef } from '@mui/material/utils';

type Props = TransitionProps & { children: ReactElement<{ style?: object; ref?: Ref<HTMLElement> }> };

/**
 * MUI's `Fade` for a dialog mounted open (the POS's payment dialog and receipt: shown by mounting, gone by
 * unmounting): the same fade-in (opacity 0 → 1, the theme's entering duration and easing), started with the Web
 * Animations API instead of a CSS transition. `Fade` forces a synchronous layout of the whole page (`reflow`) at
 * each opening so that its transition starts from 0; under the order screen, with the previous dialog just gone,
 * that layout was most of the time between the charge's answer and its receipt (issue 25, bench/tableta-perfil.ts).
 * Closed (`in` false), it hides at once and tells the modal it has exited. As a dialog's `slots.transition` and its
 * backdrop's.
 */
export const Aparecer = forwardRef<HTMLElement, Props>(function Aparecer(
  {
    in: dentro,
    children,
    timeout,
    easing,
    style,
    onEnter,
    onEntering,
    onEntered,
    onExit,
    onExiting,
    onExited,
    // Accepted for `Fade`'s contract; nothing to do with them here.
    appear: _appear,
    addEndListener: _fin,
    mountOnEnter: _montar,
    unmountOnExit: _desmontar,
    ...otros
  },
  ref,
) {
  const theme = useTheme();
  const nodo = useRef<HTMLElement>(null);
  const refs = useForkRef(nodo, (children.props as { ref?: Ref<HTMLElement> }).ref, ref);
  const duracion =
    typeof timeout === 'number' ? timeout : (timeout?.enter ?? theme.transitions.duration.enteringScreen);
  const curva = typeof easing === 'string' ? easing : (easing?.enter ?? theme.transitions.easing.easeInOut);
  useLayoutEffect(() => {
    const n = nodo.current;
    if (!n) return;
    if (dentro) {
      onEnter?.(n, false);
      onEntering?.(n, false);
      // jsdom has no animations; a browser runs this one on the compositor, with no layout forced here.
      const animacion =
        typeof n.animate === 'function' && duracion > 0
          ? n.animate([{ opacity: 0 }, { opacity: 1 }], { duration: duracion, easing: curva })
          : null;
      if (animacion) animacion.onfinish = () => onEntered?.(n, false);
      else onEntered?.(n, false);
      return () => animacion?.cancel();
    }
    onExit?.(n);
    onExiting?.(n);
    onExited?.(n);
    // Only a change of `in` starts or ends it: the callbacks are new at every render of the modal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dentro]);
  return cloneElement(children, {
    ...otros,
    ref: refs,
    style: {
      ...(dentro ? null : { opacity: 0, visibility: 'hidden' }),
      ...style,
      ...(children.props.style as object | undefined),
    },
  });
});

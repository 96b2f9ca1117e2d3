import { lazy, Suspense, type ReactNode } from 'react';
import { Configurable, usePreference, useLocation, useRecordContext, useTranslate } from 'react-admin';

/**
 * Stands in for react-admin's `layout/PageTitleConfigurable.js` in the build (vite.config.ts, issue 12's budgets):
 * the same components, but the title's preference editor — a MUI TextField, which brings the select, the inputs and
 * their labels — is fetched when the preferences inspector opens it, not with every page. react-admin's <Title>
 * (every page's title, and its error page inside the layout) imports this module.
 */
const Editor = lazy(() => import('./EditorTituloRa'));

export const PageTitleEditor = () => (
  <Suspense fallback={null}>
    <Editor />
  </Suspense>
);

interface Props {
  preferenceKey?: string | false;
  title?: ReactNode;
  defaultTitle?: ReactNode;
  className?: string;
  [otra: string]: unknown;
}

/** react-admin's PageTitle (not exported by the package). */
const PageTitle = ({ title, defaultTitle, className, ...resto }: Props) => {
  const translate = useTranslate();
  return (
    <span className={className}>
      {!title ? (
        <span {...resto}>{defaultTitle}</span>
      ) : typeof title === 'string' ? (
        <span {...resto}>{translate(title, { _: title })}</span>
      ) : (
        title
      )}
    </span>
  );
};

const PageTitleConfigurableInner = ({ title, defaultTitle, ...props }: Props) => {
  const [titleFromPreferences] = usePreference();
  const translate = useTranslate();
  const record = useRecordContext();
  return typeof titleFromPreferences === 'string' ? (
    <span className={props.className} {...props}>
      {translate(titleFromPreferences, { ...record, _: titleFromPreferences })}
    </span>
  ) : (
    <PageTitle title={title} defaultTitle={defaultTitle} {...props} />
  );
};

export const PageTitleConfigurable = ({ preferenceKey, title, defaultTitle, ...props }: Props) => {
  const { pathname } = useLocation();
  return (
    <Configurable
      editor={<PageTitleEditor />}
      preferenceKey={preferenceKey || `${pathname}.title`}
      sx={{ '&.RaConfigurable-editMode': { margin: '2px' } }}
    >
      <PageTitleConfigurableInner title={title} defaultTitle={defaultTitle} {...props} />
    </Configurable>
  );
};

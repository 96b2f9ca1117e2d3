import { Button, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** The full-width submit button of the public forms. */
export const BotonEnviar = ({
  label,
  enviando,
  onClick,
}: {
  label: string;
  enviando: boolean;
  onClick?: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      size="large"
      loading={enviando}
      onClick={onClick}
      sx={{ mt: 2 }}
    >
      {translate(label)}
    </Button>
  );
};

/** 'Question? Link' under a public form (sign-in ↔ sign-up). */
export const EnlacePie = ({ texto, enlace, to }: { texto: string; enlace: string; to: string }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center' }}>
      <Typography variant="body2">{translate(texto)}</Typography>
      <Link component={RouterLink} to={to} variant="body2">
        {translate(enlace)}
      </Link>
    </Stack>
  );
};

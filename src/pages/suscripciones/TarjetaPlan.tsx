import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LimitesPlan, PlanSuscripcion } from '../../../common/suscripciones';
import { formatearPesos } from '../../../common/formatoDinero';

const T = 'comanda.suscripciones';

/** What a plan allows (the limits table): a number, or 'ilimitados' for null. */
export const LimitesDePlan = ({ limites }: { limites: LimitesPlan }) => {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {(['productos', 'usuarios', 'sedes'] as const).map((recurso) => (
        <Typography component="li" variant="body2" key={recurso}>
          {translate(`${T}.limites.${recurso}`, {
            n: limites[recurso] ?? translate(`${T}.limites.ilimitado`),
          })}
        </Typography>
      ))}
    </Box>
  );
};

interface TarjetaPlanProps {
  plan: PlanSuscripcion;
  actual: boolean;
  /** 'Adquirir' is off for the plan already paid for. */
  adquirible: boolean;
  onAdquirir: (plan: PlanSuscripcion) => void;
}

/** Spec §2 'Subscriptions': a plan's card (name, description, price with currency, 'Adquirir'), and its limits. */
export const TarjetaPlan = ({ plan, actual, adquirible, onAdquirir }: TarjetaPlanProps) => {
  const translate = useTranslate();
  const precio = formatearPesos(plan.precio);
  const idTitulo = `plan-${plan.id}`;
  return (
    <Card
      component="section"
      aria-labelledby={idTitulo}
      variant="outlined"
      data-testid={`plan-${plan.id}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        ...(actual && { borderColor: 'primary.main', borderWidth: 2 }),
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={idTitulo} variant="h6" component="h3">
            {plan.nombre}
          </Typography>
          {actual ? <Chip size="small" color="primary" label={translate(`${T}.actual`)} /> : null}
        </Stack>
        <Typography variant="h5" component="p" sx={{ my: 1 }}>
          {plan.periodo_meses === 1
            ? translate(`${T}.por_mes`, { precio, moneda: plan.moneda })
            : translate(`${T}.por_meses`, { precio, moneda: plan.moneda, meses: plan.periodo_meses })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {plan.descripcion}
        </Typography>
        <LimitesDePlan limites={plan.limites} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          fullWidth
          disabled={!adquirible}
          onClick={() => onAdquirir(plan)}
          aria-describedby={idTitulo}
        >
          {translate(`${T}.adquirir`)}
        </Button>
      </CardActions>
    </Card>
  );
};

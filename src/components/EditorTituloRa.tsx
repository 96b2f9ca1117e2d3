import { TextField } from '@mui/material';
import { usePreferenceInput } from 'react-admin';

/** react-admin's editor of a page's title preference, as its PageTitleEditor (see ./tituloConfigurableRa.tsx). */
const EditorTituloRa = () => {
  const field = usePreferenceInput('', '');
  return (
    <form>
      <TextField label="title" variant="filled" size="small" fullWidth sx={{ mb: 1 }} {...field} />
    </form>
  );
};

export default EditorTituloRa;

import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'react-admin';

/**
 * French's base: react-admin's official French catalogue (loaded on demand with the locale), where it drops a
 * placeholder the other languages show (the record's name) corrected here. The app's own texts are beside each
 * folder's messages.ts, in messages.fr.ts (../otrosIdiomas.ts); declared texts of common/ in ../declarados/fr.ts.
 */
const correcciones = {
  ra: {
    message: {
      delete_content: 'Voulez-vous vraiment supprimer cet élément (%{name}) ?',
      bulk_delete_content:
        'Voulez-vous vraiment supprimer cet élément (%{name}) ? |||| Voulez-vous vraiment supprimer ces %{smart_count} éléments ?',
      bulk_update_content:
        'Voulez-vous vraiment modifier %{name} %{recordRepresentation} ? |||| Voulez-vous vraiment modifier ces %{smart_count} éléments ?',
    },
    navigation: {
      no_results: 'Aucun résultat dans %{name}',
      no_filtered_results: 'Aucun résultat dans %{name} avec les filtres actuels.',
    },
  },
};

export default mergeTranslations(frenchMessages, correcciones);

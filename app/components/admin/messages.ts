// Success messages after a change, by the key the server puts in ?melding= (never text from the URL itself).
export const SUCCESS_MESSAGES = {
  "leiding-toegevoegd": "De leiding is toegevoegd.",
  "leiding-bijgewerkt": "De leiding is bijgewerkt.",
  "leiding-verwijderd": "De leiding is verwijderd.",
  "tak-gewijzigd": "De tak is gewijzigd.",
  "tak-toegevoegd": "Er is een tak toegevoegd.",
  "tak-verwijderd": "De tak is verwijderd bij deze leiding.",
  "kenteken-toegevoegd": "Het kenteken is toegevoegd.",
  "kenteken-bijgewerkt": "Het kenteken is bijgewerkt.",
  "kenteken-verwijderd": "Het kenteken is verwijderd.",
  "boekje-geupload": "Het boekje is geüpload.",
  "bericht-afgehandeld": "Het bericht is gemarkeerd als afgehandeld.",
  "bericht-heropend": "Het bericht is opnieuw open.",
  "mail-opnieuw": "Het bericht wordt opnieuw verzonden.",
  "inschrijving-verwijderd": "De inschrijving is verwijderd.",
  "activiteit-toegevoegd": "De activiteit is toegevoegd.",
  "activiteit-bijgewerkt": "De activiteit is bijgewerkt.",
  "activiteit-verwijderd": "De activiteit is verwijderd.",
  "activiteit-afgelast": "De activiteit is afgelast.",
  "activiteit-teruggezet": "De activiteit gaat weer door.",
  "reeks-toegevoegd": "De reeks activiteiten is toegevoegd.",
  "mededeling-opgeslagen": "De mededeling is opgeslagen.",
  "mededeling-verwijderd": "De mededeling is verwijderd.",
  "account-uitgenodigd": "De uitnodiging is verstuurd.",
  "account-gedeactiveerd": "Het account is gedeactiveerd: het kan niet meer aanmelden.",
  "wachtwoord-gewijzigd": "Je wachtwoord is gewijzigd; je andere sessies zijn afgemeld.",
  "sessie-afgemeld": "De sessie is afgemeld.",
  "profiel-opgeslagen": "Je gegevens zijn opgeslagen.",
  "scoutsjaar-voorbereid": "Het nieuwe scoutsjaar wordt voorbereid. Het blijft verborgen tot de bekendmaking.",
  "bekendmaking-opgeslagen": "Het moment van de bekendmaking is opgeslagen.",
  "scoutsjaar-bekendgemaakt": "Het nieuwe scoutsjaar is bekendgemaakt.",
  "concept-verwijderd": "Het concept van het nieuwe scoutsjaar is verwijderd.",
  "archief-verwijderd": "De naam is uit het archief verwijderd.",
  "album-toegevoegd": "Het album is aangemaakt. Voeg er nu foto's aan toe.",
  "album-verwijderd": "Het album en zijn foto's zijn verwijderd.",
  "foto-verwijderd": "De foto is verwijderd.",
  "fotolink-nieuw": "Er is een nieuwe link gemaakt: de oude link werkt niet meer. Deel de nieuwe link met de ouders.",
  "verzoek-afgewezen": "Het verzoek is afgewezen: de foto blijft staan.",
} as const;

export type SuccessKey = keyof typeof SUCCESS_MESSAGES;

export function successMessage(key: string | null | undefined): string | null {
  return key && Object.hasOwn(SUCCESS_MESSAGES, key) ? SUCCESS_MESSAGES[key as SuccessKey] : null;
}

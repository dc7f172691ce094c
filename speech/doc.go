// Package speech is anna's words: it reads what a player types (the Appendix D
// phonetic grammar in Appendix D's German names and in every language's own,
// English piece names, SAN, LAN and UCI) into a rules.Query, and it turns
// moves, answers and events into Phrases, each word of which knows both its
// printed text and the audio clips that speak it.
//
// Every sentence is in one data file per language (lang/CODE.toml: en, de,
// hr, sr, sl), named by key from the Go code; a sentence that follows a
// number takes the form CLDR's plural rules give it (golang.org/x/text). The
// files also hold each language's number words, its names for pieces and
// ranks (--names local, D.2.1) and its command words. Catalogue lists every
// clip a phrase can name; the recordings and the bank that plays them are
// in speech/clips.
//
// A book (Phrasebook: a language, names, style and verbosity) says an
// event (words.Event: a key of the language files and its arguments) with
// Say. Its Notation, chosen once by its style, names squares, pieces and
// moves (Appendix D's words, algebraic words, NATO's alphabet or SAN) and
// decodes a move typed in any of them.
package speech

// Package speech is anna's words: it reads what a player types (the Appendix D
// phonetic grammar, German and English piece names, SAN, LAN and UCI) into a
// rules.Query, and it turns moves, answers and events into Phrases, each
// word of which knows both its printed text and the audio clips that speak it.
// The clip bank (embedded WAVs, or a directory of the user's own recordings)
// lives here too.
package speech

package speech

// The sentences of "lang": a terminal switches the language it reads and
// hears during the game.
const (
	msgLangSet   msg = "lang-set"
	msgLangUsage msg = "lang-usage"
)

// langSet confirms a switch of language, in the new language.
func (b Phrasebook) langSet() Phrase { return b.say(msgLangSet, b.langCode(b.Lang)) }

// langUsage names the language in use and the ones to choose from.
func (b Phrasebook) langUsage() Phrase {
	var codes []Phrase
	for _, l := range Langs() {
		codes = append(codes, b.langCode(l))
	}
	return b.say(msgLangUsage, b.langCode(b.Lang), join(codes, ","))
}

// langCode is a language's code as typed ("hr"), spelled letter by letter
// in the book's language: no clips of its own.
func (b Phrasebook) langCode(l Lang) Phrase {
	return Phrase{Words: []Word{{Text: l.String(), Clips: b.Lang.spellClips(l.String())}}}
}

package host

import "github.com/anna-chess/anna/words"

// The host's own sentences, printed to an SSH connection before it has a
// seat (the lobby, the join code, a refusal): keys of the phrasebook
// (speech/lang/CODE.toml). They are not events of a seat, so not declared
// (words.Declare): no host sends them to a joiner.
const (
	keyLobbyHello    words.Key = "lobby-hello"
	keyViewQuestion  words.Key = "view-question"
	keyViewLang      words.Key = "view-lang"
	keyViewPrompt    words.Key = "view-prompt"
	keyViewAgain     words.Key = "view-again"
	keyViewChosen    words.Key = "view-chosen"
	keyLobbyPrompt   words.Key = "lobby-prompt"
	keyLobbyHelp     words.Key = "lobby-help"
	keyLobbyWelcome  words.Key = "lobby-welcome"
	keyNotASeat      words.Key = "not-a-seat"
	keyNotYourCode   words.Key = "not-your-code"
	keySeatTaken     words.Key = "seat-taken"
	keyNoSuchSeat    words.Key = "no-such-seat"
	keyTableClosed   words.Key = "table-closed"
	keyCodeAsk       words.Key = "join-code-ask"
	keyCodePrompt    words.Key = "join-code-prompt"
	keyCodesFromYou  words.Key = "codes-from-you"
	keyCodesFromAll  words.Key = "codes-from-all"
	keyCodesCrowded  words.Key = "codes-crowded"
	keyNeedsTerminal words.Key = "needs-terminal"
	keyLoginsRefused words.Key = "logins-refused"
	keyEventsVersion words.Key = "events-version"               // another version, none named
	keyUpdateJoiner  words.Key = "events-version-update-joiner" // the host's version, the joiner's older one
	keyUpdateHost    words.Key = "events-version-update-host"   // the host's version, the joiner's newer one
)

// hostsOwn are the sentences above, which every language says
// (TestHostsOwnSaid).
var hostsOwn = []words.Key{
	keyLobbyHello, keyViewQuestion, keyViewLang, keyViewPrompt, keyViewAgain, keyViewChosen, keyLobbyPrompt,
	keyLobbyHelp, keyLobbyWelcome, keyNotASeat, keyNotYourCode, keySeatTaken, keyNoSuchSeat, keyTableClosed,
	keyCodeAsk, keyCodePrompt, keyCodesFromYou, keyCodesFromAll, keyCodesCrowded, keyNeedsTerminal,
	keyLoginsRefused, keyRefusedCode, keyRefusedCodesAddress, keyRefusedCodesAll, keyRefusedCodesNew,
	keyRefusedNoKeyExchange, keyRefusedWaitingAt, keyRefusedWaiting, keyRefusedNoTerminal, keyRefusedTerminals,
	keyRefusedHostFull, keyRefusedKey, keyLoginRefused, keyEventsVersion, keyUpdateJoiner, keyUpdateHost,
}

package speech

import (
	"strconv"
	"time"
)

// hostRefusal is why the host refused a connection, a login or a
// terminal, or closed a connection: said on the host's screen (summed up),
// to the SSH client whose terminal was refused, and in the host's log.
type hostRefusal int

const (
	refusedWrongCode        hostRefusal = iota // a join code of no seat
	refusedCodesFromAddress                    // the limiter: wrong codes from the address
	refusedCodesFromAll                        // wrong codes from every address
	refusedCodesFromNew                        // too many new addresses trying codes
	refusedNoKeyExchange                       // closed for a newer one: it never began to log in
	refusedWaitingAtAddress                    // too many connections waiting from the address
	refusedWaiting                             // too many connections waiting
	refusedNoTerminal                          // no terminal within the grace time (n seconds)
	refusedTerminals                           // n terminals on one connection, the most
	refusedHostFull                            // n terminals on the host, the most
)

const (
	msgRefusedCode          msg = "refused-code"
	msgRefusedCodesAddress  msg = "refused-codes-address"
	msgRefusedCodesAll      msg = "refused-codes-all"
	msgRefusedCodesNew      msg = "refused-codes-new"
	msgRefusedNoKeyExchange msg = "refused-no-key-exchange"
	msgRefusedWaitingAt     msg = "refused-waiting-address"
	msgRefusedWaiting       msg = "refused-waiting"
	msgRefusedNoTerminal    msg = "refused-no-terminal"
	msgRefusedTerminals     msg = "refused-terminals"
	msgRefusedHostFull      msg = "refused-host-full"
	msgRefusedKey           msg = "refused-key"
	msgLoginRefused         msg = "login-refused"
	msgLoginsRefused        msg = "logins-refused"
	msgEventsVersion        msg = "events-version"
	msgVersionUpdateJoiner  msg = "events-version-update-joiner"
	msgVersionUpdateHost    msg = "events-version-update-host"
)

var hostRefusals = [...]msg{
	refusedWrongCode: msgRefusedCode, refusedCodesFromAddress: msgRefusedCodesAddress, refusedCodesFromAll: msgRefusedCodesAll,
	refusedCodesFromNew: msgRefusedCodesNew, refusedNoKeyExchange: msgRefusedNoKeyExchange, refusedWaitingAtAddress: msgRefusedWaitingAt,
	refusedWaiting: msgRefusedWaiting, refusedNoTerminal: msgRefusedNoTerminal, refusedTerminals: msgRefusedTerminals, refusedHostFull: msgRefusedHostFull,
}

var _ = printedOnly.add(append(hostRefusals[:], msgLoginRefused, msgLoginsRefused, msgRefusedKey, msgEventsVersion, msgVersionUpdateJoiner, msgVersionUpdateHost)...)

// hostRefused says why the host refused: n is the limit of the terminals, or
// the seconds of the grace time (refusedNoTerminal); key the fingerprint
// of the key the client proved ("" without one).
func (b Phrasebook) hostRefused(why hostRefusal, n int, key string) Phrase {
	arg := verbatim(strconv.Itoa(n))
	if why == refusedNoTerminal {
		arg = b.Duration(time.Duration(n) * time.Second)
	}
	p := b.printed(hostRefusals[why], arg)
	if key != "" {
		p = b.printed(msgRefusedKey, p, verbatim(key))
	}
	return p
}

// loginRefused is the host's screen's line for a refused login (at most
// one a minute), loginsRefused the sum of the others in that minute.
func (b Phrasebook) loginRefused(addr string, why Phrase) Phrase {
	return b.printed(msgLoginRefused, verbatim(addr), why)
}
func (b Phrasebook) loginsRefused(n int) Phrase { return b.printedCount(msgLoginsRefused, n) }

// eventsVersion refuses anna join between two versions of anna's events
// (docs/host.md): the other end's version and this one's.
func (b Phrasebook) eventsVersion(theirs string, ours int) Phrase {
	return b.printed(msgEventsVersion, verbatim(theirs), verbatim(strconv.Itoa(ours)))
}

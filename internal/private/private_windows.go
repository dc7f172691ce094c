package private

import (
	"fmt"
	"unsafe"

	"golang.org/x/sys/windows"
)

// Restrict gives path an access list of one entry, the user's full
// control, protected from the folder's inherited entries: nobody else
// (not other users, nor the Users or Everyone groups that a folder
// outside the profile lets in) may read or write it.
func Restrict(path string) error {
	user, err := currentUser()
	if err != nil {
		return fmt.Errorf("private: %w", err)
	}
	acl, err := windows.ACLFromEntries([]windows.EXPLICIT_ACCESS{{
		AccessPermissions: windows.GENERIC_ALL,
		AccessMode:        windows.SET_ACCESS,
		Inheritance:       windows.NO_INHERITANCE,
		Trustee: windows.TRUSTEE{
			TrusteeForm:  windows.TRUSTEE_IS_SID,
			TrusteeType:  windows.TRUSTEE_IS_USER,
			TrusteeValue: windows.TrusteeValueFromSID(user),
		},
	}}, nil)
	if err != nil {
		return fmt.Errorf("private: %w", err)
	}
	if err := setDACL(path, acl, true); err != nil {
		return fmt.Errorf("private: %s: %w", path, err)
	}
	return nil
}

// setDACL gives path the access list acl, protected from its folder's
// inheritable entries when protected is set. It sets the file's security
// through its handle (SetKernelObjectSecurity), which Windows and Wine
// both honour (Wine 8's SetNamedSecurityInfo answers success and changes
// nothing on a file); a single file has no children to pass entries on to.
func setDACL(path string, acl *windows.ACL, protected bool) error {
	sd, err := windows.NewSecurityDescriptor()
	if err != nil {
		return err
	}
	if err := sd.SetDACL(acl, true, false); err != nil {
		return err
	}
	if protected {
		if err := sd.SetControl(windows.SE_DACL_PROTECTED, windows.SE_DACL_PROTECTED); err != nil {
			return err
		}
	}
	name, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return err
	}
	h, err := windows.CreateFile(name, windows.WRITE_DAC|windows.READ_CONTROL,
		windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE|windows.FILE_SHARE_DELETE, nil, windows.OPEN_EXISTING, 0, 0)
	if err != nil {
		return err
	}
	defer windows.CloseHandle(h)
	return windows.SetKernelObjectSecurity(h, windows.DACL_SECURITY_INFORMATION, sd)
}

// rights are those that make a file less than private: reading or
// writing its data, or changing who may.
const rights = windows.FILE_READ_DATA | windows.FILE_WRITE_DATA | windows.FILE_APPEND_DATA |
	windows.GENERIC_READ | windows.GENERIC_WRITE | windows.GENERIC_ALL | windows.WRITE_DAC | windows.WRITE_OWNER

// Check returns ErrOpen when path's access list lets anyone but the user
// read or write it, naming who. The system (LocalSystem) and the
// Administrators may, as Windows' OpenSSH allows for a private key: they
// can read every file anyway. No access list at all lets everyone in.
func Check(path string) error {
	sd, err := windows.GetNamedSecurityInfo(path, windows.SE_FILE_OBJECT, windows.DACL_SECURITY_INFORMATION)
	if err != nil {
		return fmt.Errorf("private: %s: %w", path, err)
	}
	dacl, _, err := sd.DACL()
	if err != nil || dacl == nil {
		return fmt.Errorf("%w: no access list", ErrOpen)
	}
	allowed, err := trusted()
	if err != nil {
		return fmt.Errorf("private: %w", err)
	}
	for i := range uint32(dacl.AceCount) {
		var ace *windows.ACCESS_ALLOWED_ACE
		if err := windows.GetAce(dacl, i, &ace); err != nil {
			return fmt.Errorf("private: %s: %w", path, err)
		}
		if ace.Header.AceType != windows.ACCESS_ALLOWED_ACE_TYPE || ace.Mask&rights == 0 {
			continue
		}
		sid := (*windows.SID)(unsafe.Pointer(&ace.SidStart))
		if !anyEqual(sid, allowed) {
			return fmt.Errorf("%w: %s", ErrOpen, accountName(sid))
		}
	}
	return nil
}

// trusted are the user, LocalSystem and the Administrators.
func trusted() ([]*windows.SID, error) {
	user, err := currentUser()
	if err != nil {
		return nil, err
	}
	out := []*windows.SID{user}
	for _, t := range []windows.WELL_KNOWN_SID_TYPE{windows.WinLocalSystemSid, windows.WinBuiltinAdministratorsSid} {
		sid, err := windows.CreateWellKnownSid(t)
		if err != nil {
			return nil, err
		}
		out = append(out, sid)
	}
	return out, nil
}

// currentUser is the SID of the user this process runs as.
func currentUser() (*windows.SID, error) {
	u, err := windows.GetCurrentProcessToken().GetTokenUser()
	if err != nil {
		return nil, err
	}
	return u.User.Sid.Copy()
}

func anyEqual(sid *windows.SID, among []*windows.SID) bool {
	for _, s := range among {
		if sid.Equals(s) {
			return true
		}
	}
	return false
}

// accountName is DOMAIN\name for a SID, or the SID itself.
func accountName(sid *windows.SID) string {
	account, domain, _, err := sid.LookupAccount("")
	switch {
	case err != nil:
		return sid.String()
	case domain != "":
		return domain + `\` + account
	}
	return account
}

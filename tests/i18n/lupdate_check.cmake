# Runs lupdate, with the options the build's update target uses (reports/CMakeLists.txt), on a
# copy of each translations/*.ts file and fails when the copy changed: the code marks a string
# the file lacks, or the file keeps one the code no longer has.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
foreach(ts IN LISTS TS_FILES)
  get_filename_component(name "${ts}" NAME)
  file(COPY "${ts}" DESTINATION "${WORK}")
  execute_process(COMMAND "${LUPDATE}" ${OPTIONS} "@${SOURCES_LIST}" -ts "${WORK}/${name}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed on ${name}:\n${out}")
  endif()
  file(READ "${ts}" before)
  file(READ "${WORK}/${name}" after)
  if(NOT before STREQUAL after)
    execute_process(COMMAND diff -u "${ts}" "${WORK}/${name}" OUTPUT_VARIABLE diff)
    message(FATAL_ERROR "translations/${name} is not what lupdate makes of the code (${out}). Run "
                        "'cmake --build build --target damka_reports_lupdate', translate the new messages "
                        "(Qt Linguist) and commit the file:\n${diff}")
  endif()
  message(STATUS "${name}: every marked string is there (${out})")
endforeach()
